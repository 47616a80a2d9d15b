import path from 'node:path';
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator, type AuthEmulator } from '../../server/auth/emulator';
import { buildServer } from '../../scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
  }
}

let emulator: AuthEmulator | null = null;

/**
 * One Firebase Auth emulator for the whole integration run (it takes ~20 s to start), and the
 * compiled job threads built as `npm run build` builds them (when a source changed), so that
 * jobs run the code the server runs.
 */
export async function setup(project: TestProject): Promise<void> {
  await buildServer();
  const port = Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399);
  emulator = startAuthEmulator({
    host: '127.0.0.1',
    port,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-test-emulator-${port}`),
  });
  await emulator.ready;
  project.provide('emulatorHost', `127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}
