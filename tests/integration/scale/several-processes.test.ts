// Issue 15's deployment proven together: PostgreSQL, an S3-compatible server (s3rver, in this
// process), two API processes that only enqueue and one `npm run worker`, each its own OS process.
// A user's socket is on API A, the upload goes through API B, the worker processes it and A's
// socket hears of it; the content link serves the bytes from the bucket; deleting the file removes
// its object. A worker killed with SIGKILL mid-job loses nothing: another one finishes the file once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { SocketEvent } from '../../../contract/socket';
import { UploadResponse, type FileRecord } from '../../../contract/files';
import { registerTestUser, signUpTestUser, type TestUser } from '../../helpers/emulator';
import {
  runMigrate,
  startApiProcess,
  startWorkerProcess,
  type ApiProcess,
  type MnemoProcess,
} from '../../helpers/mnemo-processes';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';
import { writePdf } from '../../fixtures/lib/pdf-writer';
import { createPostgresDatabase } from '../harness';
import pg from 'pg';

const NOTES = 'Osmosis moves water across a membrane from low to high solute concentration.\n';

/** A PDF long enough (pages of prose) that its job is still running when the worker is killed. */
function longPdf(pages: number): Buffer {
  const line = (p: number, l: number) =>
    `Page ${p} line ${l}: photosynthesis converts light energy into chemical energy in chloroplasts.`;
  return writePdf(
    Array.from({ length: pages }, (_, p) => ({
      texts: Array.from({ length: 40 }, (_, l) => ({ x: 40, y: 780 - l * 18, text: line(p, l) })),
    })),
  );
}

/** A signed-in socket on one API process, collecting its events. */
async function openSocket(api: ApiProcess, user: TestUser) {
  const events: SocketEvent[] = [];
  const ws = new WebSocket(`${api.url.replace('http', 'ws')}/ws/${user.uid}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('message', (data: Buffer) => events.push(SocketEvent.parse(JSON.parse(data.toString()))));
  ws.send(JSON.stringify({ type: 'auth', token: user.idToken }));
  await until(() => events.some((e) => e.event === 'authenticated'), 10_000, 'authenticated');
  return { ws, events };
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function upload(api: ApiProcess, user: TestUser, name: string, body: string | Buffer) {
  const fd = new FormData();
  fd.append('files', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  const res = await fetch(`${api.url}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: fd,
  });
  expect(res.status).toBe(200);
  const file = UploadResponse.parse(await res.json()).data.files[0];
  if (!file) throw new Error('no file');
  return file;
}

const processedOf = (events: SocketEvent[], id: number): FileRecord[] =>
  events.flatMap((e) => (e.event === 'file_processed' && e.result.id === id ? [e.result] : []));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes and a worker on PostgreSQL and S3',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let s3: TestS3;
    let env: Record<string, string>;
    let apiA: ApiProcess;
    let apiB: ApiProcess;
    const workers: MnemoProcess[] = [];
    let sql: pg.Client;
    let alice: TestUser;
    const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-scale-'));
    const dirs: string[] = [];
    const newDir = () => {
      const dir = dataDir();
      dirs.push(dir);
      return dir;
    };

    beforeAll(async () => {
      [database, s3] = await Promise.all([createPostgresDatabase(), startTestS3()]);
      env = {
        ...s3.env,
        DATABASE_URL: database.url,
        FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
        URL_SIGNING_SECRET: 'several-processes-share-this-secret',
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        JOB_LEASE_SECONDS: '2',
      };
      // Migrations once, before the API processes start (as the deployment section says).
      expect(await runMigrate({ ...env, DATA_DIR: newDir() })).toMatch(/up to date/);
      const api = () =>
        startApiProcess({ ...env, PROCESSING_CONCURRENCY: '0', DATA_DIR: newDir() });
      [apiA, apiB] = await Promise.all([api(), api()]);
      workers.push(await startWorkerProcess({ ...env, DATA_DIR: newDir() }));
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      alice = await registerTestUser(
        apiA.url,
        await signUpTestUser(`http://${inject('emulatorHost')}`),
      );
    }, 120_000);

    afterAll(async () => {
      await Promise.all([apiA, apiB, ...workers].map((p) => p?.stop('SIGKILL')));
      await sql?.end();
      await s3?.close();
      await database?.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('processes an upload made through API B for the socket on API A, serves and deletes it on S3', async () => {
      const socket = await openSocket(apiA, alice);
      const file = await upload(apiB, alice, 'notes.txt', NOTES);
      expect(await s3.objectKeys()).toHaveLength(1);

      await until(() => processedOf(socket.events, file.id).length > 0, 60_000, 'file_processed');
      const [done] = processedOf(socket.events, file.id);
      expect(done?.status).toBe('processed');
      // The statuses the worker wrote reached A's socket in order.
      const statuses = socket.events.flatMap((e) =>
        e.event === 'file_status_update' && e.data.file_id === file.id ? [e.data.status] : [],
      );
      expect(statuses).toContain('processing');

      // The content link is a presigned GET of the object: whole, then a range.
      const url = new URL(done?.file_url ?? '');
      expect(url.origin).toBe(s3.endpoint);
      expect(await (await fetch(url)).text()).toBe(NOTES);
      const part = await fetch(url, { headers: { range: 'bytes=0-6' } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('Osmosis');

      const deleted = await fetch(`${apiA.url}/api/v1/files/${file.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${alice.idToken}` },
      });
      expect(deleted.status).toBe(200);
      expect(await s3.objectKeys()).toEqual([]);
      socket.ws.close();
    }, 90_000);

    it('finishes a file once when its worker is killed mid-job and another one starts', async () => {
      const socket = await openSocket(apiA, alice);
      const file = await upload(apiB, alice, 'long lecture.pdf', longPdf(150));
      await until(
        () =>
          socket.events.some(
            (e) =>
              (e.event === 'file_status_update' &&
                e.data.file_id === file.id &&
                e.data.status === 'processing') ||
              (e.event === 'file_progress' && e.data.file_id === file.id),
          ),
        60_000,
        'the job to start',
      );
      await workers[0]?.stop('SIGKILL');
      // Killed mid-job: the job is still marked running by the dead worker, nothing is stored.
      const killed = await sql.query<{ state: string; attempts: number }>(
        'select state, attempts from jobs where file_id = $1',
        [file.id],
      );
      expect(killed.rows).toEqual([{ state: 'running', attempts: 1 }]);
      expect(processedOf(socket.events, file.id)).toEqual([]);

      workers.push(await startWorkerProcess({ ...env, DATA_DIR: newDir() }));
      await until(() => processedOf(socket.events, file.id).length > 0, 90_000, 'file_processed');
      // Give a duplicate the time to show up, were there one.
      await new Promise((r) => setTimeout(r, 1500));
      expect(processedOf(socket.events, file.id)).toHaveLength(1);
      expect(processedOf(socket.events, file.id)[0]?.status).toBe('processed');
      const after = await sql.query<{ state: string; attempts: number }>(
        'select state, attempts from jobs where file_id = $1',
        [file.id],
      );
      expect(after.rows).toEqual([{ state: 'done', attempts: 2 }]);
      // One study set: every chunk written once, the last page read.
      const chunks = await sql.query<{ n: string; distinct_idx: string; last_page: number }>(
        'select count(*) as n, count(distinct idx) as distinct_idx, max(page_end) as last_page from chunks where file_id = $1',
        [file.id],
      );
      expect(Number(chunks.rows[0]?.n)).toBeGreaterThan(0);
      expect(chunks.rows[0]?.n).toBe(chunks.rows[0]?.distinct_idx);
      expect(chunks.rows[0]?.last_page).toBe(150);
      socket.ws.close();
    }, 150_000);
  },
);
