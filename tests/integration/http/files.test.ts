import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileListResponse, FileRecord, UploadResponse } from '../../../contract/files';
import { DATABASES, baseUrl, bearer, startTestServer, type TestServer } from '../harness';
import type { TestUser } from '../../helpers/emulator';

const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const NOTES = 'Photosynthesis is the process by which plants turn light into chemical energy.\n';

function form(files: { name: string; body: Buffer | string; type?: string }[]): FormData {
  const fd = new FormData();
  for (const f of files)
    fd.append(
      'files',
      new Blob([typeof f.body === 'string' ? f.body : new Uint8Array(f.body)], {
        type: f.type ?? 'application/octet-stream',
      }),
      f.name,
    );
  return fd;
}

describe.each(DATABASES)('files API on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const upload = (user: TestUser, fd: FormData, query = '') =>
    fetch(`${baseUrl(server)}/api/v1/files${query}`, {
      method: 'POST',
      headers: bearer(user),
      body: fd,
    });

  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_UPLOAD_MB: '1' });
    alice = await server.signUp();
    bob = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('uploads files decided by content, queues them, and lists them newest first', async () => {
    const res = await upload(
      alice,
      form([
        { name: 'notes.txt', body: NOTES },
        { name: 'diagram.pdf', body: PNG_1X1 },
      ]),
      '?language=French&comprehensionLevel=Advanced',
    );
    expect(res.status).toBe(200);
    const body = UploadResponse.parse(await res.json());
    expect(body.message).toBe('2 files uploaded. Processing has started.');
    const [notes, diagram] = body.data.files;
    expect(notes).toMatchObject({ file_name: 'notes.txt', file_type: 'text', status: 'uploaded' });
    // Named .pdf but it is a PNG: the content decides.
    expect(diagram).toMatchObject({
      file_name: 'diagram.pdf',
      file_type: 'image',
      status: 'uploaded',
    });
    const jobs = await server.ctx.db.kysely.selectFrom('jobs').selectAll().execute();
    expect(jobs.filter((j) => j.state === 'queued')).toHaveLength(2);
    const stored = await server.ctx.db.kysely
      .selectFrom('files')
      .select(['language', 'comprehension_level'])
      .execute();
    expect(stored[0]).toEqual({ language: 'French', comprehension_level: 'Advanced' });

    const list = await server.app.inject({
      url: '/api/v1/files?page=1&page_size=1',
      headers: bearer(alice),
    });
    const page = FileListResponse.parse(list.json());
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.id).toBe(diagram?.id);
  });

  it('serves content through a signed URL with range requests, and refuses a tampered one', async () => {
    const res = await upload(alice, form([{ name: 'pixel.png', body: PNG_1X1 }]));
    const file = FileRecord.parse(UploadResponse.parse(await res.json()).data.files[0]);
    expect(file.file_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\/\d+\/content\/[^/]+\/pixel\.png$/,
    );
    const url = file.file_url ?? '';
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG_1X1.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(PNG_1X1.subarray(0, 8))).toBe(true);
    const tampered = url.replace(
      /content\/(\d+)\.(.)/,
      (_m, exp: string, c: string) => `content/${exp}.${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await fetch(tampered)).status).toBe(404);
  });

  it('refuses unsupported content with 415 and keeps nothing', async () => {
    const before = await server.ctx.db.kysely.selectFrom('files').select('id').execute();
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(200, 0x90),
      Buffer.from([0, 1, 2, 3, 0, 0xff]),
    ]);
    const res = await upload(
      alice,
      form([
        { name: 'notes.txt', body: NOTES },
        { name: 'homework.pdf', body: exe },
      ]),
    );
    expect(res.status).toBe(415);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toContain('"homework.pdf"');
    expect(body.detail).toContain(
      'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.',
    );
    const after = await server.ctx.db.kysely.selectFrom('files').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses an oversize file with 413, an empty one with 422, and more than 10 files with 422', async () => {
    const big = await upload(
      alice,
      form([{ name: 'big.txt', body: 'a'.repeat(1024 * 1024 + 10) }]),
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toBe(
      'File is too large. The limit is 1 MB per file.',
    );
    const empty = await upload(alice, form([{ name: 'empty.txt', body: '' }]));
    expect(empty.status).toBe(422);
    const many = await upload(
      alice,
      form(Array.from({ length: 11 }, (_, i) => ({ name: `n${i}.txt`, body: NOTES }))),
    );
    expect(many.status).toBe(422);
    expect(((await many.json()) as { detail: string }).detail).toBe(
      'Cannot send: Maximum of 10 files allowed per upload.',
    );
  });

  it('adds YouTube links in every accepted form and refuses other links with 422', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
    ]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: bearer(alice),
        payload: { type: 'youtube', url },
      });
      expect(res.statusCode).toBe(200);
      const body = UploadResponse.parse(res.json());
      expect(body.message).toBe('YouTube video added and is now processing.');
      expect(body.data.files[0]).toMatchObject({
        file_type: 'youtube',
        file_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
    }
    for (const url of [
      'https://vimeo.com/123',
      'https://www.youtube.com/watch?v=short',
      'not a url',
    ]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: bearer(alice),
        payload: { type: 'youtube', url },
      });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json().detail)).toMatch(/YouTube video link/);
    }
  });

  it('validates paging', async () => {
    for (const q of ['page=0', 'page_size=101', 'page_size=0', 'page=abc']) {
      const res = await server.app.inject({ url: `/api/v1/files?${q}`, headers: bearer(alice) });
      expect(res.statusCode).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
  });

  it("gives 404 for another user's file and changes nothing; the owner deletes everything of it", async () => {
    const res = await upload(alice, form([{ name: 'mine.txt', body: NOTES }]));
    const file = FileRecord.parse(UploadResponse.parse(await res.json()).data.files[0]);
    const stolen = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: bearer(bob),
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await server.app.inject({ url: `/api/v1/files/${file.id}`, headers: bearer(bob) }))
        .statusCode,
    ).toBe(404);
    expect((await fetch(file.file_url ?? '')).status).toBe(200);

    const del = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file.id}`,
      headers: bearer(alice),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 'success', message: 'File deleted successfully!' });
    expect((await fetch(file.file_url ?? '')).status).toBe(404);
    const jobs = await server.ctx.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('file_id', '=', file.id)
      .execute();
    expect(jobs).toEqual([]);
  });
});
