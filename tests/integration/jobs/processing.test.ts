import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FileRecord } from '../../../contract/files';
import {
  KeyConceptListResponse,
  FlashcardListResponse,
  QuizListResponse,
} from '../../../contract/study';
import { SearchResponse } from '../../../contract/search';
import { SendMessageResponse } from '../../../contract/chat';
import { startProcessingLoop, type ProcessingLoop } from '../../../server/processing-loop';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  baseUrl,
  bearer,
  startTestServer,
  uploadFile,
  waitForFile,
  type TestServer,
} from '../harness';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../fixtures', name));

describe.each(DATABASES)('processing jobs on %s', (kind) => {
  let server: TestServer;
  let runtime: ProcessingLoop;
  let alice: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { PROCESSING_CONCURRENCY: '1' });
    runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    alice = await server.signUp();
  });
  afterAll(async () => {
    await runtime.stop();
    await server.close();
  });

  const waitForStatus = (id: number, done: (f: FileRecord) => boolean) =>
    waitForFile(server, alice, id, done);
  const uploadFixture = (name: string) => uploadFile(server, alice, name, fixture(name));

  it('turns a PDF into concepts, cards, quizzes and searchable chunks, announcing each status', async () => {
    const uid = alice.uid;
    const ws = new WebSocket(`${baseUrl(server).replace('http', 'ws')}/ws/${uid}`);
    const events: {
      event: string;
      data?: { status?: string | null; pages_read?: number };
      result?: FileRecord;
    }[] = [];
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: alice.idToken }));
    ws.on('message', (d: Buffer) => events.push(JSON.parse(d.toString())));
    await new Promise((r) => setTimeout(r, 200));

    const file = await uploadFixture('lecture.pdf');
    const done = await waitForStatus(
      file.id,
      (f) => f.status === 'processed' || f.status === 'failed',
    );
    expect(done.status).toBe('processed');
    expect(done.page_count).toBe(3);

    const h = bearer(alice);
    const concepts = KeyConceptListResponse.parse(
      (
        await server.app.inject({ url: `/api/v1/files/${file.id}/key-concepts`, headers: h })
      ).json(),
    );
    expect(concepts.data.key_concepts.length).toBeGreaterThan(0);
    expect(
      concepts.data.key_concepts.every((c) => c.source_page_number !== null && !c.is_custom),
    ).toBe(true);
    const cards = FlashcardListResponse.parse(
      (await server.app.inject({ url: `/api/v1/files/${file.id}/flashcards`, headers: h })).json(),
    );
    expect(cards.count).toBeGreaterThan(0);
    const quiz = QuizListResponse.parse(
      (
        await server.app.inject({ url: `/api/v1/files/${file.id}/quiz-questions`, headers: h })
      ).json(),
    );
    expect(quiz.count).toBeGreaterThan(0);

    const term = concepts.data.key_concepts[0]?.concept_title ?? '';
    const search = SearchResponse.parse(
      (
        await server.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(term)}`, headers: h })
      ).json(),
    );
    expect(search.data.hits[0]).toMatchObject({ file_id: file.id, file_name: 'lecture.pdf' });
    expect(search.data.hits[0]?.page).toBeGreaterThanOrEqual(1);

    const reply = SendMessageResponse.parse(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/v1/messages?message=${encodeURIComponent(`What is ${term}?`)}`,
          headers: h,
        })
      ).json(),
    )[1];
    expect(reply?.content).toMatch(/\/api\/v1\/files\/\d+\/content\/[^)]+lecture\.pdf#page=\d+\)/);

    const ask = async (message: string) =>
      SendMessageResponse.parse(
        (
          await server.app.inject({
            method: 'POST',
            url: `/api/v1/messages?message=${encodeURIComponent(message)}`,
            headers: h,
          })
        ).json(),
      )[1]?.content ?? '';
    expect(await ask('What files do I have?')).toContain('lecture.pdf');
    expect(await ask(`Quiz me on ${term}`)).toContain('**Answers:**');

    const statuses = events
      .filter((e) => e.event === 'file_status_update')
      .map((e) => e.data?.status);
    expect(statuses).toEqual(['processing', 'extracted']);
    // Pages read are announced while the PDF is read (at most once a second, the last always).
    const progress = events.filter((e) => e.event === 'file_progress');
    expect(progress.at(-1)?.data).toEqual({ file_id: file.id, pages_read: 3, page_count: 3 });
    // The event follows the commit that the status poll may already have seen.
    await expect
      .poll(() => events.some((e) => e.event === 'file_processed'), { timeout: 10_000 })
      .toBe(true);
    const processed = events.find((e) => e.event === 'file_processed');
    expect(processed?.result).toMatchObject({ id: file.id, status: 'processed' });
    expect(processed?.result?.file_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\//);
    ws.close();
  });

  it('fails bad input with a message a student can act on and keeps the server healthy', async () => {
    const encrypted = await uploadFixture('encrypted.pdf');
    const failed = await waitForStatus(
      encrypted.id,
      (f) => f.status === 'failed' || f.status === 'processed',
    );
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toMatch(/password/i);
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('re-queues a job that was running when the server stopped', async () => {
    await runtime.stop();
    const file = await uploadFixture('notes-utf8.txt');
    // Simulate a crash mid-processing: the job is marked running by a process that no longer exists.
    await server.ctx.db.kysely
      .updateTable('jobs')
      .set({ state: 'running', locked_by: 'dead-host:1', locked_at: new Date().toISOString() })
      .where('file_id', '=', file.id)
      .execute();
    await server.ctx.db.kysely
      .updateTable('files')
      .set({ status: 'processing' })
      .where('id', '=', file.id)
      .execute();
    runtime = await startProcessingLoop({ ...server.ctx, recoverAllRunning: true });
    const done = await waitForStatus(
      file.id,
      (f) => f.status === 'processed' || f.status === 'failed',
    );
    expect(done.status).toBe('processed');
  });
});
