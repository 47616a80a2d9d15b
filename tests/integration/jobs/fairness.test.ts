import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileListResponse, UploadResponse } from '../../../contract/files';
import { startProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  accountOf,
  baseUrl,
  bearer,
  startTestServer,
  settled,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const lecturePdf = fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/lecture.pdf'));

/** One multipart upload of `count` small text files; the answer as it came. */
async function uploadTexts(server: TestServer, user: TestUser, count: number, prefix = 'notes') {
  const fd = new FormData();
  for (let i = 0; i < count; i++) {
    fd.append('files', new Blob([`Notes ${i}: osmosis moves water.`]), `${prefix}-${i}.txt`);
  }
  return fetch(`${baseUrl(server)}/api/v1/files`, {
    method: 'POST',
    headers: bearer(user),
    body: fd,
  });
}

describe.each(DATABASES)('fair processing (issue 18, point 4) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { MAX_QUEUED_JOBS_PER_USER: '40' });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Claims every job left, as a worker would, and names the owner of each in claim order. */
  async function drain(owners: Map<number, string>): Promise<string[]> {
    const order: string[] = [];
    for (let job = await server.ctx.queue.claim(); job; job = await server.ctx.queue.claim()) {
      order.push(owners.get(job.user_id) ?? '?');
      await server.ctx.queue.complete(job.id);
    }
    return order;
  }

  it('takes jobs round-robin across users: a newcomer is served next, then turns alternate', async () => {
    const [bob, alice, carol] = [
      await server.signUp(),
      await server.signUp(),
      await server.signUp(),
    ];
    const owners = new Map([
      [(await accountOf(server, bob)).id, 'B'],
      [(await accountOf(server, alice)).id, 'A'],
      [(await accountOf(server, carol)).id, 'C'],
    ]);
    for (let i = 0; i < 3; i++) expect((await uploadTexts(server, bob, 10)).status).toBe(200);
    // A worker is busy with Bob's first file when Alice and Carol upload two files each.
    const first = await server.ctx.queue.claim();
    expect(owners.get(first?.user_id ?? 0)).toBe('B');
    expect((await uploadTexts(server, alice, 2)).status).toBe(200);
    expect((await uploadTexts(server, carol, 2)).status).toBe(200);
    if (first) await server.ctx.queue.complete(first.id);

    const order = await drain(owners);
    expect(order.slice(0, 6)).toEqual(['A', 'C', 'B', 'A', 'C', 'B']);
    expect(order.slice(6)).toEqual(Array(27).fill('B'));
  });

  it('does not let a user bank turns by waiting: a returning user joins the current round', async () => {
    const [bob, alice] = [await server.signUp(), await server.signUp()];
    const owners = new Map([
      [(await accountOf(server, bob)).id, 'B'],
      [(await accountOf(server, alice)).id, 'A'],
    ]);
    // Alice's earlier files were all processed long ago; Bob has 10 waiting, 4 of them done.
    expect((await uploadTexts(server, alice, 3)).status).toBe(200);
    expect(await drain(owners)).toEqual(['A', 'A', 'A']);
    expect((await uploadTexts(server, bob, 10)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const job = await server.ctx.queue.claim();
      if (job) await server.ctx.queue.complete(job.id);
    }
    expect((await uploadTexts(server, alice, 3)).status).toBe(200);
    expect((await drain(owners)).join('')).toBe('ABABABBBB');
  });

  it('caps the files one user may have waiting with a 429 that says why, and stores nothing of a refused upload', async () => {
    const [dana, erin] = [await server.signUp(), await server.signUp()];
    expect((await uploadTexts(server, dana, 10)).status).toBe(200);
    expect((await uploadTexts(server, dana, 10)).status).toBe(200);
    expect((await uploadTexts(server, dana, 10)).status).toBe(200);
    expect((await uploadTexts(server, dana, 8)).status).toBe(200);

    const over = await uploadTexts(server, dana, 3);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { detail: string }).detail).toBe(
      'This upload would put 41 files in your processing queue, and at most 40 may wait at a time (38 are waiting now). Upload fewer files, or wait until some are done.',
    );
    expect((await uploadTexts(server, dana, 2)).status).toBe(200);
    const full = await uploadTexts(server, dana, 1);
    expect(full.status).toBe(429);
    expect(((await full.json()) as { detail: string }).detail).toMatch(
      /^You already have 40 files waiting to be processed/,
    );
    const youtube = await server.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: bearer(dana),
      payload: { type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(youtube.statusCode).toBe(429);

    // Nothing of the refused uploads was kept: 40 rows, 40 blobs.
    const list = FileListResponse.parse(
      (
        await server.app.inject({ url: '/api/v1/files?page_size=100', headers: bearer(dana) })
      ).json(),
    );
    expect(list.total).toBe(40);
    const blobs = await server.ctx.db.kysely
      .selectFrom('files')
      .select('blob_key')
      .where('user_id', '=', (await accountOf(server, dana)).id)
      .execute();
    const stored = new Set(fs.readdirSync(server.config.filesDir));
    expect(blobs.every((b) => b.blob_key !== null && stored.has(b.blob_key))).toBe(true);

    // Other users are not affected.
    expect((await uploadTexts(server, erin, 1)).status).toBe(200);
    expect(await server.ctx.queue.waiting((await accountOf(server, erin)).id)).toBe(1);
  });
});

describe.each(DATABASES)('fair processing end to end on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("processes one user's small text before the other user's queue of PDFs", async () => {
    const [bob, alice] = [await server.signUp(), await server.signUp()];
    const fd = new FormData();
    for (let i = 0; i < 4; i++) fd.append('files', new Blob([lecturePdf]), `lecture-${i}.pdf`);
    const pdfs = await fetch(`${baseUrl(server)}/api/v1/files`, {
      method: 'POST',
      headers: bearer(bob),
      body: fd,
    });
    expect(pdfs.status).toBe(200);
    const queued = UploadResponse.parse(await pdfs.json()).data.files;
    const runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    try {
      const text = await uploadFile(server, alice, 'short.txt', 'Osmosis moves water.');
      // Every poll of Bob's list and Alice's file at once: how many PDFs were done before her file.
      let bobDone = -1;
      for (let i = 0; i < 300 && bobDone < 0; i++) {
        const [mine, his] = await Promise.all(
          [alice, bob].map(async (u) =>
            FileListResponse.parse(
              (await server.app.inject({ url: '/api/v1/files', headers: bearer(u) })).json(),
            ),
          ),
        );
        const status = mine?.items.find((f) => f.id === text.id)?.status;
        if (status === 'processed' || status === 'failed') {
          bobDone = his?.items.filter((f) => f.status === 'processed').length ?? 0;
        } else await new Promise((r) => setTimeout(r, 100));
      }
      expect(bobDone).toBeGreaterThanOrEqual(0);
      expect(bobDone).toBeLessThanOrEqual(1);
      // Let the rest finish, so no job is left writing to a database being dropped.
      for (const f of queued) {
        await waitForFile(server, bob, f.id, settled);
      }
    } finally {
      await runtime.stop();
    }
  });
});
