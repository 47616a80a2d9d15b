// The server as `npm start` runs it, in its own process, for the API benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * server/main.ts with `env` (PORT required), up and answering /healthz. BENCH_SERVER_NODE_ARGS:
 * node flags for it (e.g. V8's, to A/B their cost to the API in the same run).
 */
export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const main = path.join(root, 'server/main.ts');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PROCESSING_CONCURRENCY: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, 60_000);
  return child;
}
