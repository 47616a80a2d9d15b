import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { guardedChild } from '../process/child-guard';

export interface AuthEmulator {
  url: string;
  /** Resolves once the emulator answers HTTP. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  host: string;
  port: number;
  projectId: string;
  /** Where the generated firebase.json lives. */
  workDir: string;
  log?: (line: string) => void;
}

/**
 * Runs the Firebase Auth emulator (firebase-tools) as a child process: offline, no login,
 * no UI. It takes 20–35 s of CPU to start, so callers start it early and await `ready` late.
 */
export function startAuthEmulator(options: AuthEmulatorOptions): AuthEmulator {
  fs.mkdirSync(options.workDir, { recursive: true });
  const configPath = path.join(options.workDir, 'firebase.json');
  fs.writeFileSync(
    configPath,
    JSON.stringify(
      {
        emulators: {
          auth: { host: options.host, port: options.port },
          ui: { enabled: false },
          // The hub and logging emulators come along; give them ports next to ours so
          // several emulators (dev server, test runs) can coexist.
          hub: { host: options.host, port: options.port + 1 },
          logging: { host: options.host, port: options.port + 2 },
          singleProjectMode: true,
        },
      },
      null,
      2,
    ),
  );
  const require = createRequire(import.meta.url);
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const detached = process.platform !== 'win32';
  // The emulator leads a process group of its own (so stop() ends its children too); the guard
  // ends that group when this process is gone, even after a SIGKILL that left no time for stop().
  const guard = guardedChild(
    {
      ...process.env,
      // Keep firebase-tools off the network: no update checks, no usage reporting.
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
    { detached },
  );
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...guard.execArgv,
      cli,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      options.projectId,
      '--config',
      configPath,
    ],
    {
      cwd: options.workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached,
      env: guard.env,
    },
  );
  const log = options.log ?? (() => undefined);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (text: string) => {
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
    });
  }
  const url = `http://${options.host}:${options.port}`;
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (exited)
        throw new Error(
          `The Firebase Auth emulator exited before it was ready (is port ${options.port} in use?)`,
        );
      try {
        const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('The Firebase Auth emulator did not start within 180 s');
  })();
  ready.catch(() => undefined);

  return {
    url,
    ready,
    async stop() {
      if (exited || child.pid === undefined) return;
      try {
        // The CLI may have children of its own: signal the whole process group.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exit;
      clearTimeout(timer);
    },
  };
}
