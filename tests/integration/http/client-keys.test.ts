// A create named by the device's key is made once, however often it is sent (its answer lost,
// two senders at once), on its own call and in a batch; a deleted item is not made again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangesResponse } from '../../../contract/changes';
import { FlashcardListResponse, QuizListResponse } from '../../../contract/study';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, bearer, startTestServer, uploadFile, type TestServer } from '../harness';

describe.each(DATABASES)('creates named by the device on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let fileId = 0;
  let bobFileId = 0;
  const base = () => `/api/v1/files/${fileId}`;
  const create = (user: TestUser, path: string, body: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: path, headers: bearer(user), payload: body });
  const idOf = (res: { json(): unknown }) => (res.json() as { data: { id: number } }).data.id;
  const cards = async () =>
    FlashcardListResponse.parse(
      (await server.app.inject({ url: `${base()}/flashcards`, headers: bearer(alice) })).json(),
    ).data.flashcards;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
    fileId = (await uploadFile(server, alice, 'cells.txt', 'Cells are the unit of life.')).id;
    bobFileId = (await uploadFile(server, bob, 'b.txt', 'Atoms are small.')).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes a flashcard once when its create is sent again, alone, at once, or in a batch', async () => {
    const body = { question: 'Once?', answer: 'Once.', client_key: 'k-once-0001' };
    const first = await create(alice, `${base()}/flashcards`, body);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([
      create(alice, `${base()}/flashcards`, body),
      create(alice, `${base()}/flashcards`, body),
    ]);
    expect(again.map(idOf)).toEqual([idOf(first), idOf(first)]);
    const batch = ChangesResponse.parse(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/v1/changes',
          headers: bearer(alice),
          payload: { changes: [{ method: 'POST', path: `${base()}/flashcards`, body }] },
        })
      ).json(),
    ).results;
    expect((batch[0]?.body as { data: { id: number } }).data.id).toBe(idOf(first));
    expect((await cards()).filter((c) => c.question === 'Once?')).toHaveLength(1);
  });

  it('keeps each key to its owner and its kind, and does not bring back a deleted item', async () => {
    const body = { question: 'Mine', answer: 'Yes', client_key: 'k-shared-0001' };
    const mine = await create(alice, `${base()}/flashcards`, body);
    const bobs = await create(bob, `/api/v1/files/${bobFileId}/flashcards`, body);
    expect(bobs.statusCode).toBe(200);
    expect(idOf(bobs)).not.toBe(idOf(mine));
    const quiz = await create(alice, `${base()}/quiz-questions`, {
      question: 'Which?',
      question_type: 'TF',
      correct_answer: 'True',
      client_key: 'k-shared-0001',
    });
    expect(quiz.statusCode).toBe(404);
    const quizzes = QuizListResponse.parse(
      (await server.app.inject({ url: `${base()}/quiz-questions`, headers: bearer(alice) })).json(),
    ).data.quizzes;
    expect(quizzes.filter((q) => q.question === 'Which?')).toHaveLength(0);

    await server.app.inject({
      method: 'DELETE',
      url: `${base()}/flashcards/${idOf(mine)}`,
      headers: bearer(alice),
    });
    const resent = await create(alice, `${base()}/flashcards`, body);
    expect(resent.statusCode).toBe(404);
    expect((await cards()).filter((c) => c.question === 'Mine')).toHaveLength(0);
  });

  it('refuses a key that is too short, and creates without a key as before', async () => {
    const short = await create(alice, `${base()}/flashcards`, {
      question: 'Q',
      answer: 'A',
      client_key: 'x',
    });
    expect(short.statusCode).toBe(422);
    const a = await create(alice, `${base()}/flashcards`, { question: 'Twice', answer: 'A' });
    const b = await create(alice, `${base()}/flashcards`, { question: 'Twice', answer: 'A' });
    expect(idOf(a)).not.toBe(idOf(b));
  });
});
