import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { FileListResponse, UploadResponse, type FileRecord } from '../../contract/files';
import { buildApp, type AppOverrides, type BuiltApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { CurrentUser } from '../../server/auth/current-user';
import { signUpTestUser, type TestUser } from '../helpers/emulator';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestServer extends BuiltApp {
  config: Config;
  emulatorUrl: string;
  /** A new emulator account, registered with POST /api/v1/users as the app does on sign-in. */
  signUp(email?: string): Promise<TestUser>;
  close(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL ?? '';
  const name = `mnemo_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A port nobody listens on now (the server's links carry it, so it is chosen before the start). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A real server (real database, real emulator-backed auth) in a temp DATA_DIR. */
export async function startTestServer(
  kind: DatabaseKind = 'sqlite',
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestServer> {
  const emulatorHost = inject('emulatorHost');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-it-'));
  const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-static'),
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    PROCESSING_CONCURRENCY: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const built = await buildApp(config, overrides);
  await built.app.listen({ port: config.port, host: '127.0.0.1' });
  const emulatorUrl = `http://${emulatorHost}`;
  return {
    ...built,
    config,
    emulatorUrl,
    async signUp(email) {
      const user = await signUpTestUser(emulatorUrl, email);
      const registered = await built.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: bearer(user),
        payload: { firebase_uid: user.uid, email: user.email },
      });
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
      return user;
    },
    async close() {
      await built.app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function baseUrl(server: TestServer): string {
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export const bearer = (user: Pick<TestUser, 'idToken'>) => ({
  authorization: `Bearer ${user.idToken}`,
});

/** The account row of a registered test user. */
export async function accountOf(server: TestServer, user: TestUser): Promise<CurrentUser> {
  const account = await server.ctx.users.find({ uid: user.uid, email: user.email, authTime: 0 });
  if (!account) throw new Error(`no account for ${user.uid}`);
  return account;
}

/** Uploads one file through the API, as the app does. */
export async function uploadFile(
  server: TestServer,
  user: TestUser,
  name: string,
  body: string | Uint8Array,
): Promise<FileRecord> {
  const fd = new FormData();
  fd.append('files', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  const res = await fetch(`${baseUrl(server)}/api/v1/files`, {
    method: 'POST',
    headers: bearer(user),
    body: fd,
  });
  const file = UploadResponse.parse(await res.json()).data.files[0];
  if (!file) throw new Error('upload returned no file');
  return file;
}

/** Polls the file list until the file satisfies `done` (60 s at most). */
export async function waitForFile(
  server: TestServer,
  user: TestUser,
  id: number,
  done: (f: FileRecord) => boolean,
): Promise<FileRecord> {
  for (let i = 0; i < 300; i++) {
    const list = FileListResponse.parse(
      (
        await server.app.inject({ url: '/api/v1/files?page_size=100', headers: bearer(user) })
      ).json(),
    );
    const file = list.items.find((f) => f.id === id);
    if (file && done(file)) return file;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`file ${id} did not reach the expected status`);
}

export const settled = (f: FileRecord) => f.status === 'processed' || f.status === 'failed';
