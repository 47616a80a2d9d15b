// `npm start`: builds the PWA when needed, starts the Firebase Auth emulator (unless a real
// project is configured) and the server, and stops them all on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startAuthEmulator, type AuthEmulator } from '../server/auth/emulator';
import { guardedChild } from '../server/process/child-guard';
import { exitWithParent } from '../server/process/exit-with-parent.mjs';
import { isFresh } from '../server/jobs/compiled-threads';
import { buildServer } from './build-server';
import { loadConfigOrExit } from '../server/config';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIfStale(staticDir: string): void {
  const built = path.join(staticDir, 'index.html');
  const sources = [
    'src',
    'workers',
    'public',
    'contract',
    'index.html',
    'vite.config.ts',
    'package.json',
  ];
  const sourceTime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourceTime) return;
  console.log('Building the app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The compiled server (dist-server/main.mjs, just built), or the TypeScript source through tsx
 * when that build is missing or stale (a source changed while building), with a warning.
 */
function serverArgs(compiled: string): string[] {
  if (isFresh(compiled)) return [compiled];
  console.warn('The compiled server is missing or stale: running server/main.ts through tsx.');
  return ['--import', 'tsx', path.join(root, 'server/main.ts')];
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // The emulator is slow to start: launch it first and build meanwhile.
  let emulator: AuthEmulator | null = null;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (config.firebase.emulatorHost) {
    const [host = '127.0.0.1', port = '9099'] = config.firebase.emulatorHost.split(':');
    emulator = startAuthEmulator({
      host,
      port: Number(port),
      projectId: config.firebase.projectId,
      workDir: path.join(config.dataDir, 'auth-emulator'),
      log: (line) => {
        if (/error|warn/i.test(line)) console.log(`[auth emulator] ${line}`);
      },
    });
    env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.emulatorHost;
    emulator.ready.then(
      () =>
        console.log(`Firebase Auth emulator ready at ${emulator?.url} (sign-in is available now)`),
      (error: unknown) => console.error(String(error)),
    );
  }
  if (config.staticDir === path.join(root, 'dist')) buildIfStale(config.staticDir);
  const built = await buildServer();

  // glibc gives each thread its own malloc arena; the server's threads (a job's two, pdf.js's
  // buffers, zlib) then leave tens of MB of freed memory spread over arenas it keeps. Two arenas
  // hold the peak of a book's processing ~15 MB lower and the memory kept after it ~20 MB lower.
  env.MALLOC_ARENA_MAX ??= '2';
  const guard = guardedChild(env, { detached: false });
  const server = spawn(process.execPath, [...guard.execArgv, ...serverArgs(built.server)], {
    cwd: root,
    env: guard.env,
    stdio: 'inherit',
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    await emulator?.stop();
    process.exit(code);
  };
  // Killed with SIGKILL, this process cannot stop its children; they notice and end by
  // themselves. Its own parent (npm) gone, it stops them.
  exitWithParent(
    () => void stop(1),
    () => process.exit(1),
  );
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 0));
}

void main();
