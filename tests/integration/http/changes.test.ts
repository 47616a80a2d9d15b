// POST /api/v1/changes: a device's queued changes in one request, each exactly its single call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangesResponse } from '../../../contract/changes';
import { FlashcardListResponse } from '../../../contract/study';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, bearer, startTestServer, uploadFile, type TestServer } from '../harness';

describe.each(DATABASES)('batched changes on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let fileId = 0;
  const post = (user: TestUser, changes: unknown[]) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/changes',
      headers: bearer(user),
      payload: { changes },
    });
  const cards = async () =>
    FlashcardListResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/v1/files/${fileId}/flashcards`,
          headers: bearer(alice),
        })
      ).json(),
    ).data.flashcards;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
    fileId = (await uploadFile(server, alice, 'cells.txt', 'Cells are the unit of life.')).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('applies creates, updates and deletes in order, answering each as its own call would', async () => {
    const base = `/api/v1/files/${fileId}/flashcards`;
    const created = ChangesResponse.parse(
      (
        await post(alice, [
          { method: 'POST', path: base, body: { question: 'Q1', answer: 'A1' } },
          { method: 'POST', path: base, body: { question: 'Q2', answer: 'A2' } },
        ])
      ).json(),
    ).results;
    expect(created.map((r) => r.status)).toEqual([200, 200]);
    expect(created[0]?.body).toMatchObject({
      status: 'success',
      data: { question: 'Q1', is_custom: true },
      message: 'Flashcard added successfully!',
    });
    const [first, second] = created.map((r) => (r.body as { data: { id: number } }).data.id);

    const res = await post(alice, [
      { method: 'PUT', path: `${base}/${first}`, body: { question: 'Q1 edited', answer: 'A1' } },
      { method: 'DELETE', path: `${base}/${second}` },
      { method: 'PATCH', path: `/api/v1/files/${fileId}/key-concepts/999999`, body: {} },
    ]);
    expect(res.statusCode).toBe(200);
    const results = ChangesResponse.parse(res.json()).results;
    expect(results.map((r) => r.status)).toEqual([200, 200, 404]);
    expect(results[1]?.body).toEqual({
      status: 'success',
      message: 'Flashcard deleted successfully!',
    });
    expect((await cards()).map((c) => c.question)).toEqual(['Q1 edited']);
  });

  it('refuses one change with its own error and goes on with the next', async () => {
    const base = `/api/v1/files/${fileId}/flashcards`;
    const results = ChangesResponse.parse(
      (
        await post(alice, [
          { method: 'POST', path: base, body: { question: '   ', answer: 'A' } },
          { method: 'PUT', path: `${base}/424242`, body: { question: 'Q', answer: 'A' } },
          { method: 'POST', path: '/api/v1/users', body: {} },
          { method: 'PUT', path: `/api/v1/files/${fileId}/key-concepts/1`, body: {} },
          { method: 'POST', path: base, body: { question: 'Kept', answer: 'A' } },
        ])
      ).json(),
    ).results;
    expect(results.map((r) => r.status)).toEqual([422, 404, 404, 404, 200]);
    expect(results[0]?.body).toMatchObject({
      detail: [{ loc: ['body', 'question'], msg: expect.stringMatching(/blank/) }],
    });
    expect(results[1]?.body).toEqual({ detail: 'Item not found' });
  });

  it("never touches another user's items", async () => {
    const results = ChangesResponse.parse(
      (
        await post(bob, [
          {
            method: 'POST',
            path: `/api/v1/files/${fileId}/flashcards`,
            body: { question: 'Not mine', answer: 'A' },
          },
        ])
      ).json(),
    ).results;
    expect(results).toEqual([{ status: 404, body: { detail: 'File not found' } }]);
    expect((await cards()).map((c) => c.question)).not.toContain('Not mine');
  });

  it('refuses an empty or oversized batch as a whole', async () => {
    expect((await post(alice, [])).statusCode).toBe(422);
    const many = Array.from({ length: 101 }, () => ({
      method: 'DELETE',
      path: `/api/v1/files/${fileId}/flashcards/1`,
    }));
    expect((await post(alice, many)).statusCode).toBe(422);
    const unauthenticated = await server.app.inject({
      method: 'POST',
      url: '/api/v1/changes',
      payload: { changes: [] },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
