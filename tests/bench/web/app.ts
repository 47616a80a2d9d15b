// The product as `npm start` runs it (built PWA, server, processing, Auth emulator) in a temp
// data directory, for the page benchmarks. Ports: BENCH_WEB_PORT (8297) and
// BENCH_AUTH_EMULATOR_PORT (9597, and the next two).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../../server/app';
import { startAuthEmulator } from '../../../server/auth/emulator';
import { loadConfig } from '../../../server/config';
import { startProcessingLoop } from '../../../server/processing-loop';

export interface RunningApp {
  url: string;
  built: BuiltApp;
  staticDir: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where a second app runs beside the first (an A/B of two builds in the same window). */
export interface AppPlace {
  staticDir?: string;
  webPort?: number;
  emulatorPort?: number;
}

/** `env` overrides the bench's settings (e.g. the default rate limit for a delivery figure). */
export async function startApp(
  env: Record<string, string> = {},
  place: AppPlace = {},
): Promise<RunningApp> {
  const staticDir = path.resolve(
    place.staticDir ?? process.env.BENCH_STATIC_DIR ?? path.join(ROOT, 'dist'),
  );
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run "npm run build" first.`);
  }
  const emulatorPort = place.emulatorPort ?? Number(process.env.BENCH_AUTH_EMULATOR_PORT ?? 9597);
  const emulator = startAuthEmulator({
    host: '127.0.0.1',
    port: emulatorPort,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-bench-emulator-${emulatorPort}`),
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-web-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    PORT: String(place.webPort ?? process.env.BENCH_WEB_PORT ?? '8297'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    // The bench seeds thousands of cards and reloads pages many times.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    ...env,
  });
  const built = await buildApp(config);
  const processing = await startProcessingLoop({ ...built.ctx, recoverAllRunning: true });
  await built.app.listen({ port: config.port, host: config.host });
  await emulator.ready;
  return {
    url: `http://127.0.0.1:${config.port}`,
    built,
    staticDir,
    async stop() {
      await processing.stop();
      await built.app.close();
      await emulator.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
