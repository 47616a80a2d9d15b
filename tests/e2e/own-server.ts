// A second Mnemo server for one browser test: the same built app and Auth emulator as the
// suite's, its own port and data, so it can be stopped and started again (the server going
// down while the browser stays online) without touching the suite's server.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';

export interface OwnServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Removes its data (after the last stop). */
  remove(): void;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startOwnServer(): Promise<OwnServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const emulatorHost = new URL(inject('emulatorUrl')).host;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-own-'));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(root, 'dist'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PROCESSING_CONCURRENCY: '0',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  });
  let running: BuiltApp | null = null;
  const server: OwnServer = {
    url: `http://127.0.0.1:${port}`,
    async start() {
      if (running) return;
      running = await buildApp(config);
      await running.app.listen({ port, host: '127.0.0.1' });
    },
    async stop() {
      const app = running?.app;
      running = null;
      await app?.close();
    },
    remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
