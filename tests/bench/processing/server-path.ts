// A book through the running server, as a student uploads it: a fresh server started as
// `npm start` starts it (the compiled dist-server/main.mjs, MALLOC_ARENA_MAX=2, SQLite, one job
// at a time), one upload, polled until "processed". Time is from the upload's answer to the
// status "processed" (the job's worker threads start after the answer: start-up included);
// peak RSS is the server process's high-water mark (VmHWM: the server with its job threads, all
// in that one process). Raw pdf.js extraction of the same file (./child.ts raw, a fresh process)
// runs in turn with each upload, so the ratio is taken within the same spell of the machine.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../../../server/auth/emulator';
import { guardedChild } from '../../../server/process/child-guard';
import { registerTestUser, signUpTestUser, type TestUser } from '../../helpers/emulator';
import { waitFor } from '../server';
import type { CompiledBench } from './compiled';
import { median, run } from './stats';

const EMULATOR_PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 9596);
const SERVER_PORT = Number(process.env.BENCH_SERVER_PORT ?? 8317);

export interface ServerPathFigures {
  name: string;
  raw_s: number;
  server_s: number;
  ratio_to_raw: number;
  server_peak_rss_mb: number;
  runs: number;
}

function startCompiledServer(
  serverScript: string,
  env: Record<string, string>,
  repoRoot: string,
): ChildProcess {
  const guard = guardedChild(
    {
      ...process.env,
      LOG_LEVEL: 'warn',
      PROCESSING_CONCURRENCY: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    { detached: false },
  );
  // BENCH_SERVER_NODE_ARGS: node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...guard.execArgv, ...nodeArgs, serverScript], {
    cwd: repoRoot,
    env: guard.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The process's peak resident set so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function statusOf(base: string, user: TestUser): Promise<string> {
  const res = await fetch(`${base}/api/v1/files?page_size=10`, {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  const list = (await res.json()) as { items: { status: string; error_message?: string }[] };
  return list.items[0]?.status ?? 'none';
}

/** One upload to a fresh server: seconds from the upload's answer to "processed", peak MB. */
async function uploadOnce(
  file: string,
  compiled: CompiledBench & { server: string },
  emulatorUrl: string,
  repoRoot: string,
): Promise<{ seconds: number; peakMb: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-server-'));
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const server = startCompiledServer(
    compiled.server,
    {
      HOST: '127.0.0.1',
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'none'),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
    },
    repoRoot,
  );
  try {
    await waitFor(`${base}/healthz`, 60_000);
    const user = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    const fd = new FormData();
    fd.append('files', new Blob([fs.readFileSync(file)]), path.basename(file));
    const res = await fetch(`${base}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: fd,
    });
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    const started = performance.now();
    const seen: Record<string, number> = {};
    let status = await statusOf(base, user);
    while (status !== 'processed' && status !== 'failed') {
      seen[status] ??= (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 50));
      status = await statusOf(base, user);
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.BENCH_VERBOSE) console.log(path.basename(file), seen, seconds);
    if (status !== 'processed') throw new Error(`${path.basename(file)} failed on the server`);
    return { seconds, peakMb: peakRssMb(server.pid ?? 0) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchServerPath(
  docs: readonly { name: string; file: string }[],
  compiled: CompiledBench & { server: string },
  repoRoot: string,
  runs: number,
): Promise<ServerPathFigures[]> {
  const emulator = startAuthEmulator({
    host: '127.0.0.1',
    port: EMULATOR_PORT,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-bench-emulator-${EMULATOR_PORT}`),
  });
  try {
    await emulator.ready;
    const figures: ServerPathFigures[] = [];
    for (const doc of docs) {
      const raw: number[] = [];
      const uploads: { seconds: number; peakMb: number }[] = [];
      for (let i = 0; i < runs; i += 1) {
        const out = await run(process.execPath, [compiled.child, 'raw', doc.file], repoRoot);
        raw.push(
          (JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { seconds: number }).seconds,
        );
        uploads.push(await uploadOnce(doc.file, compiled, emulator.url, repoRoot));
      }
      const rawS = median(raw);
      const serverS = median(uploads.map((u) => u.seconds));
      figures.push({
        name: doc.name,
        raw_s: round(rawS),
        server_s: round(serverS),
        ratio_to_raw: round(serverS / rawS),
        server_peak_rss_mb: round(median(uploads.map((u) => u.peakMb)), 0),
        runs,
      });
    }
    return figures;
  } finally {
    await emulator.stop();
  }
}
