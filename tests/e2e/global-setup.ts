import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, type BuiltApp } from '../../server/app';
import { startAuthEmulator, type AuthEmulator } from '../../server/auth/emulator';
import { loadConfig } from '../../server/config';
import { startProcessingLoop, type ProcessingLoop } from '../../server/processing-loop';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    emulatorUrl: string;
  }
}

let emulator: AuthEmulator | null = null;
let server: BuiltApp | null = null;
let processing: ProcessingLoop | null = null;
let dataDir = '';

/** The real product on 127.0.0.1 (app and emulator share the host, as redirects need): built PWA, server, emulator. */
export async function setup(project: TestProject): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/index.html')))
    throw new Error('Run "vite build" first (npm run test:e2e does).');
  const emulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9499);
  emulator = startAuthEmulator({
    host: '127.0.0.1',
    port: emulatorPort,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-e2e-emulator-${emulatorPort}`),
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    PORT: process.env.E2E_PORT ?? '8199',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
  });
  server = await buildApp(config);
  processing = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
  await server.app.listen({ port: config.port, host: config.host });
  await emulator.ready;
  project.provide('appUrl', `http://127.0.0.1:${config.port}`);
  project.provide('emulatorUrl', emulator.url);
}

export async function teardown(): Promise<void> {
  await processing?.stop();
  await server?.app.close();
  await emulator?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
