// Mnemo's own processes as a deployment runs them: API processes (`server/main.ts`, what
// `npm start` runs after its emulator) and processing workers (`npm run worker`), each a child of
// this process that ends with it (server/process/child-guard.ts), with its output kept for failures.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { guardedChild } from '../../server/process/child-guard';

const root = path.resolve(import.meta.dirname, '../..');

export interface MnemoProcess {
  child: ChildProcess;
  /** What it printed (stdout and stderr), for a failure's message. */
  output(): string;
  /** Resolves once the process has ended. */
  exited: Promise<void>;
  /** SIGTERM (a clean stop) or SIGKILL; resolves once the process has ended. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface ApiProcess extends MnemoProcess {
  url: string;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function launch(script: string, env: Record<string, string>): MnemoProcess {
  const guard = guardedChild({ ...process.env, ...env }, { detached: false });
  const child = spawn(
    process.execPath,
    [...guard.execArgv, '--import', 'tsx', path.join(root, script)],
    { cwd: root, env: guard.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const ended = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    child,
    output: () => output,
    exited: ended,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An API process on its own port, resolved once /readyz answers 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const started = launch('server/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await until(
      async () => {
        if (started.child.exitCode !== null) throw new Error('the API process ended');
        return (await fetch(`${url}/readyz`).catch(() => null))?.status === 200;
      },
      60_000,
      'the API process to be ready',
    );
  } catch (error) {
    await started.stop('SIGKILL');
    throw new Error(`${String(error)}\n${started.output()}`, { cause: error });
  }
  return { ...started, url };
}

/** An `npm run worker` process, resolved once it says it is taking jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<MnemoProcess> {
  const started = launch('server/worker.ts', env);
  try {
    await until(
      () => {
        if (started.child.exitCode !== null) throw new Error('the worker ended');
        return started.output().includes('Mnemo worker processing jobs');
      },
      60_000,
      'the worker to start',
    );
  } catch (error) {
    await started.stop('SIGKILL');
    throw new Error(`${String(error)}\n${started.output()}`, { cause: error });
  }
  return started;
}

/** Runs `npm run migrate`'s script to its end; throws with its output when it fails. */
export async function runMigrate(env: Record<string, string>): Promise<string> {
  const started = launch('server/migrate.ts', env);
  await started.exited;
  if (started.child.exitCode !== 0) throw new Error(`migrate failed:\n${started.output()}`);
  return started.output();
}
