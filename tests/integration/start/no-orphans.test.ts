// `npm start` leaves nothing behind: killed with SIGKILL (no chance to stop its children), its
// server and its Auth emulator (which runs in a process group of its own) end by themselves;
// the server killed instead, the start script stops the emulator and ends.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A base port with the two after it free too (the emulator takes three). */
async function freePorts(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([0, 1, 2].map((i) => portFree(base + i)));
    if (free.every(Boolean)) return base;
  }
}

/** Living processes by pid with their parent (zombies count as gone). */
function processTable(): Map<number, number> {
  const table = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces, so read after the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') table.set(Number(entry), Number(ppid));
    } catch {
      // ended while we looked
    }
  }
  return table;
}

function descendantsOf(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of table)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

const alive = (pids: number[]): number[] => {
  const table = processTable();
  return pids.filter((pid) => table.has(pid));
};

let started: ChildProcess | null = null;
let family: number[] = [];
let dirs: string[] = [];

afterEach(() => {
  started?.kill('SIGKILL');
  for (const pid of alive(family)) process.kill(pid, 'SIGKILL'); // what a failed test left
  family = [];
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** `npm start` as npm runs it, serving a stand-in build, until the server and emulator run. */
async function startMnemo(): Promise<{ start: ChildProcess; server: number; emulator: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-orphans-'));
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-orphans-static-'));
  dirs.push(dataDir, staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Mnemo</title>');
  const port = await freePorts();
  const emulatorPort = await freePorts();
  const start = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      AUTH_EMULATOR_PORT: String(emulatorPort),
      FIREBASE_PROJECT_ID: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
  });
  started = start;
  const up = await waitFor(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 60_000);
  expect(up, 'the server answers /healthz').toBe(true);
  const table = processTable();
  const children = [...table].filter(([, ppid]) => ppid === start.pid).map(([pid]) => pid);
  const cmdline = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  // The compiled server (dist-server/main.mjs), or its source through tsx when that is stale.
  const server = children.find((pid) =>
    /server\/main\.ts|dist-server\/main\.mjs/.test(cmdline(pid)),
  );
  const emulator = children.find((pid) => cmdline(pid).includes('firebase'));
  if (!server || !emulator)
    throw new Error(
      `npm start did not start a server and an emulator: ${children.map(cmdline).join(' | ')}`,
    );
  return { start, server, emulator };
}

describe('npm start leaves no process behind', () => {
  it('its children end when it is killed with SIGKILL', async () => {
    const { start, emulator } = await startMnemo();
    family = descendantsOf(start.pid ?? 0);
    expect(family).toContain(emulator);
    start.kill('SIGKILL');
    await waitFor(() => alive(family).length === 0, 20_000);
    expect(alive(family)).toEqual([]);
  });

  it('the emulator ends with the start script when the server is killed with SIGKILL', async () => {
    const { start, server } = await startMnemo();
    family = [start.pid ?? 0, ...descendantsOf(start.pid ?? 0)];
    process.kill(server, 'SIGKILL');
    await waitFor(() => alive(family).length === 0, 20_000);
    expect(alive(family)).toEqual([]);
  });
});
