// `updated_since` on the list calls (README "Incremental lists"): the first call lists
// everything, the next ones only what changed, with the ids deleted since; on both databases.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatHistory, HistoryListResponse } from '../../../contract/chat';
import { FileListResponse } from '../../../contract/files';
import {
  FlashcardListResponse,
  FlashcardResponse,
  KeyConceptListResponse,
  KeyConceptResponse,
  QuizListResponse,
} from '../../../contract/study';
import { cursorAfter } from '../../../server/db/changes';
import { StudyItemsRepository } from '../../../server/db/study-items-repository';
import type { TestUser } from '../../helpers/emulator';
import {
  DATABASES,
  accountOf,
  bearer,
  startTestServer,
  uploadFile,
  type TestServer,
} from '../harness';

const MIRRORED = [
  'files',
  'key_concepts',
  'flashcards',
  'quiz_questions',
  'chat_histories',
  'messages',
  'chunks',
] as const;

describe.each(DATABASES)('incremental lists on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let fileA = 0;
  let fileB = 0;
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const since = (cursor: string) => `updated_since=${encodeURIComponent(cursor)}`;

  /**
   * Moves every row's last change a minute back, so that the rows made so far are older than the
   * overlap a fresh cursor keeps (5 s), as they are in real use.
   */
  async function ageEverything(): Promise<void> {
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const table of MIRRORED)
      await sql`update ${sql.table(table)} set updated_at = ${past}`.execute(server.ctx.db.kysely);
  }

  async function card(user: TestUser, fileId: number, question: string) {
    const res = await call(user, 'POST', `/api/v1/files/${fileId}/flashcards`, {
      question,
      answer: 'A',
    });
    return FlashcardResponse.parse(res.json()).data;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
    fileA = (await uploadFile(server, alice, 'a.txt', 'Alpha text about cells.')).id;
    fileB = (await uploadFile(server, alice, 'b.txt', 'Beta text about atoms.')).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every file with 0, then only changed ones, and a deleted file by id', async () => {
    const first = FileListResponse.parse(
      (await call(alice, 'GET', '/api/v1/files?updated_since=0')).json(),
    );
    expect(first.sync).toMatchObject({ full: true, deleted_ids: [], has_more: false });
    expect(first.items.map((f) => f.id).sort()).toEqual([fileA, fileB].sort());
    expect(first.total).toBe(2);

    await ageEverything();
    const quiet = FileListResponse.parse(
      (await call(alice, 'GET', `/api/v1/files?${since(first.sync?.cursor ?? '')}`)).json(),
    );
    expect(quiet.items).toEqual([]);
    expect(quiet.sync).toMatchObject({ full: false, deleted_ids: [] });

    const extra = await uploadFile(server, alice, 'c.txt', 'Gamma text.');
    expect((await call(alice, 'DELETE', `/api/v1/files/${extra.id}`)).statusCode).toBe(200);
    const upload = await uploadFile(server, alice, 'd.txt', 'Delta text.');
    const changed = FileListResponse.parse(
      (await call(alice, 'GET', `/api/v1/files?${since(quiet.sync?.cursor ?? '')}`)).json(),
    );
    expect(changed.items.map((f) => f.id)).toEqual([upload.id]);
    expect(changed.sync?.deleted_ids).toEqual([extra.id]);
    expect(changed.total).toBe(3);
    // The same call without updated_since still answers one page, as SPEC point 7 has it.
    const paged = FileListResponse.parse(
      (await call(alice, 'GET', '/api/v1/files?page=1&page_size=10')).json(),
    );
    expect(paged.sync).toBeUndefined();
    expect(paged.items).toHaveLength(3);
  });

  it('lists changed, created and deleted cards of every file, and of one file', async () => {
    const [c1, c2, c3] = [
      await card(alice, fileA, 'Q1'),
      await card(alice, fileA, 'Q2'),
      await card(alice, fileB, 'Q3'),
    ];
    const all = FlashcardListResponse.parse(
      (await call(alice, 'GET', '/api/v1/flashcards?updated_since=0')).json(),
    );
    expect(all.data.flashcards.map((c) => c.id)).toEqual([c1?.id, c2?.id, c3?.id]);
    expect(all.count).toBe(3);
    await ageEverything();
    const cursor = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/flashcards?${since(all.sync?.cursor ?? '')}`)).json(),
    ).sync?.cursor;
    if (!cursor || !c1 || !c2 || !c3) throw new Error('setup failed');

    await call(alice, 'PUT', `/api/v1/files/${fileA}/flashcards/${c1.id}`, {
      question: 'Q1 edited',
      answer: 'A',
    });
    await call(alice, 'DELETE', `/api/v1/files/${fileA}/flashcards/${c2.id}`);
    const c4 = await card(alice, fileB, 'Q4');

    const changes = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/flashcards?${since(cursor)}`)).json(),
    );
    expect(changes.data.flashcards.map((c) => [c.id, c.question])).toEqual([
      [c1.id, 'Q1 edited'],
      [c4?.id, 'Q4'],
    ]);
    expect(changes.sync).toMatchObject({ full: false, deleted_ids: [c2.id], has_more: false });

    const ofA = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/files/${fileA}/flashcards?${since(cursor)}`)).json(),
    );
    expect(ofA.data.flashcards.map((c) => c.id)).toEqual([c1.id]);
    expect(ofA.sync?.deleted_ids).toEqual([c2.id]);
    const ofB = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/files/${fileB}/flashcards?${since(cursor)}`)).json(),
    );
    expect(ofB.data.flashcards.map((c) => c.id)).toEqual([c4?.id]);
    expect(ofB.sync?.deleted_ids).toEqual([]);

    // Bob sees none of it, and Alice's file is not his to list.
    const bobs = FlashcardListResponse.parse(
      (await call(bob, 'GET', '/api/v1/flashcards?updated_since=0')).json(),
    );
    expect(bobs.data.flashcards).toEqual([]);
    const bobChanges = FlashcardListResponse.parse(
      (await call(bob, 'GET', `/api/v1/flashcards?${since(cursor)}`)).json(),
    );
    expect(bobChanges.sync?.deleted_ids).toEqual([]);
    expect(
      (await call(bob, 'GET', `/api/v1/files/${fileA}/flashcards?updated_since=0`)).statusCode,
    ).toBe(404);
  });

  it('lists a card whose concept was deleted as changed (it lost the link)', async () => {
    const concept = KeyConceptResponse.parse(
      (
        await call(alice, 'POST', `/api/v1/files/${fileA}/key-concepts`, {
          concept_title: 'Cell',
          concept_explanation: 'The unit of life.',
        })
      ).json(),
    ).data;
    const linked = FlashcardResponse.parse(
      (
        await call(alice, 'POST', `/api/v1/files/${fileA}/flashcards`, {
          question: 'What is a cell?',
          answer: 'The unit of life.',
          key_concept_id: concept.id,
        })
      ).json(),
    ).data;
    const quiz = QuizListResponse.parse(
      (await call(alice, 'GET', '/api/v1/quiz-questions?updated_since=0')).json(),
    );
    await ageEverything();
    const cursor = quiz.sync?.cursor ?? '';
    await call(alice, 'DELETE', `/api/v1/files/${fileA}/key-concepts/${concept.id}`);

    const concepts = KeyConceptListResponse.parse(
      (await call(alice, 'GET', `/api/v1/key-concepts?${since(cursor)}`)).json(),
    );
    expect(concepts.data.key_concepts).toEqual([]);
    expect(concepts.sync?.deleted_ids).toEqual([concept.id]);
    const cards = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/flashcards?${since(cursor)}`)).json(),
    );
    expect(cards.data.flashcards).toEqual([
      expect.objectContaining({ id: linked.id, key_concept_id: null }),
    ]);
  });

  it('leaves tombstones when re-processing replaces the generated items', async () => {
    const account = await accountOf(server, alice);
    const items = new StudyItemsRepository(server.ctx.db.kysely);
    const now = new Date().toISOString();
    const [generated] = await items.insertMany('flashcards', [
      {
        user_id: account.id,
        file_id: fileB,
        question: 'Generated',
        answer: 'A',
        key_concept_id: null,
        is_custom: 0,
        created_at: now,
        updated_at: now,
      },
    ]);
    const before = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/files/${fileB}/flashcards?updated_since=0`)).json(),
    );
    expect(before.data.flashcards.map((c) => c.id)).toContain(generated);
    await server.ctx.db.kysely
      .transaction()
      .execute((tx) => new StudyItemsRepository(tx).deleteGenerated(account.id, fileB));
    const after = FlashcardListResponse.parse(
      (
        await call(
          alice,
          'GET',
          `/api/v1/files/${fileB}/flashcards?${since(before.sync?.cursor ?? '')}`,
        )
      ).json(),
    );
    expect(after.sync?.deleted_ids).toEqual([generated]);
    // The student's own card stays.
    const custom = before.data.flashcards.filter((c) => c.is_custom).map((c) => c.id);
    expect(after.sync?.deleted_ids).not.toEqual(expect.arrayContaining(custom));
  });

  it('pages a long listing with limit, and the last page gives a cursor for later', async () => {
    for (let i = 0; i < 5; i += 1) await card(alice, fileB, `Paged ${i}`);
    await ageEverything();
    const total = FlashcardListResponse.parse(
      (await call(alice, 'GET', '/api/v1/flashcards')).json(),
    ).count;
    const seen: number[] = [];
    let cursor = '0';
    let pages = 0;
    for (;;) {
      const page = FlashcardListResponse.parse(
        (await call(alice, 'GET', `/api/v1/flashcards?${since(cursor)}&limit=2`)).json(),
      );
      pages += 1;
      expect(page.sync?.full).toBe(true);
      expect(page.data.flashcards.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.flashcards.map((c) => c.id));
      cursor = page.sync?.cursor ?? '';
      if (!page.sync?.has_more) break;
    }
    expect(pages).toBe(Math.ceil(total / 2));
    expect(new Set(seen).size).toBe(total);
    const later = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/flashcards?${since(cursor)}`)).json(),
    );
    expect(later.data.flashcards).toEqual([]);
    expect(later.sync?.full).toBe(false);
  });

  it('lists histories with only their new messages, and deleted histories by id', async () => {
    const history = ChatHistory.parse(
      (await call(alice, 'POST', '/api/v1/histories?title=Cells')).json(),
    );
    const ask = (text: string) =>
      call(
        alice,
        'POST',
        `/api/v1/messages?message=${encodeURIComponent(text)}&history-id=${history.id}`,
      );
    await ask('What is a cell?');
    const first = HistoryListResponse.parse(
      (await call(alice, 'GET', '/api/v1/histories?updated_since=0')).json(),
    );
    expect(first.items.find((h) => h.id === history.id)?.messages).toHaveLength(2);
    await ageEverything();
    const cursor = first.sync?.cursor ?? '';

    await ask('And an atom?');
    const gone = ChatHistory.parse((await call(alice, 'POST', '/api/chat/history')).json());
    await call(alice, 'DELETE', `/api/chat/history/${gone.id}`);
    const changes = HistoryListResponse.parse(
      (await call(alice, 'GET', `/api/v1/histories?${since(cursor)}`)).json(),
    );
    expect(changes.items.map((h) => h.id)).toEqual([history.id]);
    expect(changes.items[0]?.messages.map((m) => [m.sender, m.content.slice(0, 13)])).toEqual([
      ['user', 'And an atom?'],
      ['bot', expect.any(String)],
    ]);
    expect(changes.sync?.deleted_ids).toEqual([gone.id]);
  });

  it('refuses a cursor it did not give, and lists everything for one older than the tombstones', async () => {
    const bad = await call(alice, 'GET', '/api/v1/flashcards?updated_since=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      detail: [{ loc: ['query', 'updated_since'], msg: expect.stringMatching(/use 0/) }],
    });
    const ancient = cursorAfter({ at: '2001-01-01T00:00:00.000Z', id: 0 });
    const res = FlashcardListResponse.parse(
      (await call(alice, 'GET', `/api/v1/flashcards?${since(ancient)}`)).json(),
    );
    expect(res.sync?.full).toBe(true);
    expect(res.count).toBeGreaterThan(0);
  });
});
