// File contents on S3-compatible storage (issue 15, point 1), against s3rver in this process:
// uploads land in the bucket and nowhere else, jobs read them from there, content links are
// presigned GETs (or the API's route reading the bucket), deleting a file or an account deletes
// its objects, and a bucket that cannot be reached is a 503 that loses nothing.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileListResponse, type FileRecord } from '../../../contract/files';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import { S3BlobStore } from '../../../server/storage/s3-blob-store';
import type { TestUser } from '../../helpers/emulator';
import { startTestS3, type TestS3 } from '../../helpers/s3-server';
import {
  baseUrl,
  bearer,
  settled,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const lecturePdf = fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/lecture.pdf'));
const NOTES = 'Osmosis moves water across a membrane from low to high solute concentration.\n';

async function listFiles(server: TestServer, user: TestUser): Promise<FileRecord[]> {
  const res = await server.app.inject({
    url: '/api/v1/files?page_size=100',
    headers: bearer(user),
  });
  return FileListResponse.parse(res.json()).items;
}

describe('S3 blob store with presigned links', () => {
  let s3: TestS3;
  let server: TestServer;
  let processing: ProcessingLoop;
  let alice: TestUser;

  beforeAll(async () => {
    s3 = await startTestS3({ corsOrigins: ['http://app.example.org'] });
    server = await startTestServer('sqlite', { ...s3.env, S3_KEY_PREFIX: 'files/' });
    processing = await startProcessingLoop({
      ...server.ctx,
      config: { ...server.config, processingConcurrency: 1 },
      recoverAllRunning: true,
    });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await processing.stop();
    await server.close();
    await s3.close();
  });

  it('stores uploads in the bucket only, processes them from there, and links to presigned GETs', async () => {
    const pdf = await uploadFile(server, alice, 'Lecture one.pdf', lecturePdf);
    const notes = await uploadFile(server, alice, 'notes.txt', NOTES);
    const keys = await s3.objectKeys();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => /^files\/[0-9a-f-]{36}\.(pdf|txt)$/.test(k))).toBe(true);
    expect(fs.existsSync(server.config.filesDir)).toBe(false);

    const [donePdf, doneNotes] = await Promise.all([
      waitForFile(server, alice, pdf.id, settled),
      waitForFile(server, alice, notes.id, settled),
    ]);
    expect(donePdf.status).toBe('processed');
    expect(doneNotes.status).toBe('processed');
    expect(donePdf.page_count).toBeGreaterThan(0);

    // The link goes to the bucket and still ends with the extension (the viewer's rule).
    const url = new URL(donePdf.file_url ?? '');
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(/\.pdf$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(3600 + 600));
    // The same link for every listing in a 10-minute window.
    expect((await listFiles(server, alice)).find((f) => f.id === pdf.id)?.file_url).toBe(
      donePdf.file_url,
    );

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''Lecture%20one.pdf",
    );
    expect(Buffer.from(await whole.arrayBuffer()).equals(lecturePdf)).toBe(true);

    // A range, as pdf.js and <video> ask, from the app's origin (the bucket's CORS rule).
    const part = await fetch(url, {
      headers: { range: 'bytes=100-199', origin: 'http://app.example.org' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${lecturePdf.length}`);
    expect(part.headers.get('access-control-allow-origin')).toBe('http://app.example.org');
    expect(part.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
    expect(Buffer.from(await part.arrayBuffer()).equals(lecturePdf.subarray(100, 200))).toBe(true);
  });

  it('tells the pages where content comes from (client config, CSP) and redirects cited links', async () => {
    const config = (await server.app.inject({ url: '/api/v1/client-config' })).json<{
      contentOrigin: string | null;
    }>();
    expect(config.contentOrigin).toBe(s3.endpoint);
    const page = await server.app.inject({ url: '/api/v1/client-config' });
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ['media-src', 'img-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive}[^;]*${s3.endpoint.replace(/\./g, '\\.')}`));

    // Answers cite the API's own route; it sends the browser to a fresh presigned link.
    const file = (await listFiles(server, alice)).find((f) => f.file_name === 'notes.txt');
    const [own] = await server.ctx.db.kysely
      .selectFrom('files')
      .selectAll()
      .where('id', '=', file?.id ?? 0)
      .execute();
    if (!own) throw new Error('no row');
    const cited = server.ctx.links.apiLink(own, '');
    const redirect = await server.app.inject({ url: cited });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(file?.file_url);
    expect(await (await fetch(String(redirect.headers.location))).text()).toBe(NOTES);
  });

  it('deletes the objects of a deleted file, then of a deleted account', async () => {
    const files = await listFiles(server, alice);
    const before = await s3.objectKeys();
    const notes = files.find((f) => f.file_name === 'notes.txt');
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${notes?.id}`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(await s3.objectKeys()).toHaveLength(before.length - 1);

    const bob = await server.signUp();
    await uploadFile(server, bob, 'bob.txt', NOTES);
    expect(await s3.objectKeys()).toHaveLength(before.length);
    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users',
      headers: bearer(alice),
    });
    expect(gone.statusCode).toBe(200);
    const left = await s3.objectKeys();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.txt$/);
  });

  it('streams a large upload in multipart parts; a source cut midway stores nothing', async () => {
    const store = new S3BlobStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      publicEndpoint: null,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      keyPrefix: 'big/',
    });
    // 20 MiB made chunk by chunk: three 8 MiB parts, never all of it in one buffer.
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 20; i++) yield chunk;
      })(),
    );
    const { size, head } = await store.put('large.bin', source, 16);
    expect(size).toBe(20 * 1024 * 1024);
    expect(Buffer.from(head).toString()).toBe('a'.repeat(16));
    expect(await store.size('large.bin')).toBe(size);
    const tail = await store.read('large.bin', { start: size - 4, end: size - 1 });
    const bytes: Buffer[] = [];
    for await (const b of tail) bytes.push(b as Buffer);
    expect(Buffer.concat(bytes).toString()).toBe('aaaa');

    // A source that fails midway (a cut connection, a size limit) fails the put with its error.
    const failing = new Readable({ read() {} });
    const put = store.put('cut.bin', failing);
    failing.push(chunk);
    failing.destroy(new Error('connection cut'));
    await expect(put).rejects.toThrow('connection cut');
    expect((await s3.objectKeys()).filter((k) => k.startsWith('big/cut'))).toEqual([]);
    await store.delete(['large.bin']);
    expect(await store.size('large.bin')).toBeNull();
    store.destroy();
  });
});

describe('S3 blob store behind the API route (S3_CONTENT_LINKS=proxy)', () => {
  let s3: TestS3;
  let server: TestServer;
  let alice: TestUser;

  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer('sqlite', {
      ...s3.env,
      S3_CONTENT_LINKS: 'proxy',
      MAX_UPLOAD_MB: '0.5',
    });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('serves the bytes from the bucket through the signed route, ranges too', async () => {
    const file = await uploadFile(server, alice, 'lecture.pdf', lecturePdf);
    const url = file.file_url ?? '';
    expect(url.startsWith(`${server.config.publicUrl}/api/v1/files/${file.id}/content/`)).toBe(
      true,
    );
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(lecturePdf)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(
      `bytes ${lecturePdf.length - 10}-${lecturePdf.length - 1}/${lecturePdf.length}`,
    );
    expect(Buffer.from(await part.arrayBuffer()).equals(lecturePdf.subarray(-10))).toBe(true);
    const config = (await server.app.inject({ url: '/api/v1/client-config' })).json<{
      contentOrigin: string | null;
    }>();
    expect(config.contentOrigin).toBeNull();
  });

  it('refuses an upload over the size limit and keeps no object of it', async () => {
    const before = await s3.objectKeys();
    const fd = new FormData();
    fd.append('files', new Blob([new Uint8Array(700 * 1024).fill(0x61)]), 'big.txt');
    const res = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(alice),
      body: fd,
    });
    expect(res.status).toBe(413);
    expect(await s3.objectKeys()).toEqual(before);
  });

  it('answers 503 with nothing stored or deleted while the bucket cannot be reached, and says so in /readyz', async () => {
    const file = (await listFiles(server, alice))[0];
    expect((await server.app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
    });
    await s3.close();

    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'ok' });

    const fd = new FormData();
    fd.append('files', new Blob([NOTES]), 'more.txt');
    const upload = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(alice),
      body: fd,
    });
    expect(upload.status).toBe(503);
    expect(((await upload.json()) as { detail: string }).detail).toBe(
      'The file storage could not be reached, so nothing was uploaded. Please try again shortly.',
    );
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file?.id}`,
      headers: bearer(alice),
    });
    expect(removal.statusCode).toBe(503);
    const after = await listFiles(server, alice);
    expect(after.map((f) => f.id)).toEqual([file?.id]);
    const account = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users',
      headers: bearer(alice),
    });
    expect(account.statusCode).toBe(503);
    expect(account.json()).toEqual({
      detail:
        'The file storage could not be reached, so your account was not deleted. Please try again shortly.',
    });
  });
});
