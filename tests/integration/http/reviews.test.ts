import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewBatchResponse, ReviewsPage, type ReviewLogInput } from '../../../contract/reviews';
import { FlashcardListResponse, FlashcardResponse } from '../../../contract/study';
import { replay, type Rating } from '../../../scheduling';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, bearer, startTestServer, uploadFile, type TestServer } from '../harness';

const START = Date.parse('2025-05-01T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

function log(
  device: string,
  n: number,
  cardId: number,
  rating: Rating,
  at: number,
): ReviewLogInput {
  return {
    id: `${device}-${cardId}-${n}-log`,
    card_id: cardId,
    rating,
    reviewed_at: new Date(at).toISOString(),
    retention: 0.9,
    source: 'review',
  };
}

describe.each(DATABASES)('reviews API on %s', (kind) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let fileId: number;
  let cards: number[];
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const post = async (user: TestUser, logs: ReviewLogInput[]) => {
    const res = await call(user, 'POST', '/api/v1/reviews', { logs });
    expect(res.statusCode, res.body).toBe(200);
    return ReviewBatchResponse.parse(res.json()).data;
  };
  const all = async (user: TestUser) => {
    const logs = [];
    const states = new Map<number, unknown>();
    let since = '0';
    for (;;) {
      const page = ReviewsPage.parse(
        (await call(user, 'GET', `/api/v1/reviews?updated_since=${since}&limit=3`)).json(),
      );
      logs.push(...page.data.logs);
      for (const s of page.data.states) states.set(s.card_id, s);
      expect(page.sync.deleted_ids).toEqual([]);
      since = page.sync.cursor;
      if (!page.sync.has_more) return { logs, states, cursor: since };
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await server.signUp();
    bob = await server.signUp();
    fileId = (await uploadFile(server, alice, 'cells.txt', 'Cells are small.')).id;
    cards = [];
    for (const question of ['What is a cell?', 'What is ATP?', 'What is DNA?']) {
      const res = await call(alice, 'POST', `/api/v1/files/${fileId}/flashcards`, {
        question,
        answer: 'An answer.',
      });
      cards.push(FlashcardResponse.parse(res.json()).data.id);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('merges two devices reviews of one card in time order, whatever order they arrive in', async () => {
    const card = cards[0] as number;
    // Both devices studied offline; their logs interleave in time.
    const phone = [
      log('phone', 1, card, 3, START),
      log('phone', 2, card, 3, START + 3 * DAY),
      log('phone', 3, card, 4, START + 20 * DAY),
    ];
    const laptop = [
      log('laptop', 1, card, 3, START + 10 * MINUTE),
      log('laptop', 2, card, 1, START + 9 * DAY),
      log('laptop', 3, card, 3, START + 9 * DAY + 10 * MINUTE),
    ];
    // The laptop's later reviews reach the server first.
    await post(alice, laptop);
    const merged = await post(alice, phone);
    const expected = replay(
      card,
      [...phone, ...laptop].map((l) => ({
        id: l.id,
        rating: l.rating as Rating,
        reviewed_at: Date.parse(l.reviewed_at),
        retention: l.retention,
      })),
    );
    expect(expected).not.toBeNull();
    const state = merged.states.find((s) => s.card_id === card);
    expect(state).toMatchObject({
      due: new Date(expected?.due ?? 0).toISOString(),
      reps: 6,
      lapses: 1,
      state: expected?.state,
      file_id: fileId,
    });
    expect(state?.stability).toBeCloseTo(expected?.stability ?? 0, 9);

    // Delivered again (the answer was lost on the way): nothing changes.
    const again = await post(alice, [...phone, ...laptop]);
    expect(again.accepted).toHaveLength(6);
    expect(again.states).toEqual(merged.states);
    const { logs, states } = await all(alice);
    expect(logs.filter((l) => l.card_id === card)).toHaveLength(6);
    expect(states.get(card)).toEqual(state);
  });

  it('pages through logs with a cursor, in order of arrival, then lists only what is new', async () => {
    const before = await all(alice);
    await post(alice, [log('tablet', 1, cards[1] as number, 2, START)]);
    const { logs, cursor } = await all(alice);
    expect(new Set(logs.map((l) => l.id)).size).toBe(logs.length);
    expect(logs.at(-1)).toMatchObject({ card_id: cards[1], file_id: fileId, rating: 2 });
    const get = async (since: string) =>
      ReviewsPage.parse(
        (await call(alice, 'GET', `/api/v1/reviews?updated_since=${since}`)).json(),
      );
    const news = await get(before.cursor);
    expect(news.data.logs.map((l) => l.id)).toEqual([`tablet-${cards[1]}-1-log`]);
    expect(news.sync).toMatchObject({ full: false, has_more: false, cursor });
    expect((await get('0')).sync.full).toBe(true);
    const after = await get(cursor);
    expect(after.data.logs).toEqual([]);
    expect(after.sync.cursor).toBe(cursor);
    // Without a cursor: everything, as with 0.
    const plain = ReviewsPage.parse((await call(alice, 'GET', '/api/v1/reviews')).json());
    expect(plain.data.logs).toHaveLength(logs.length);
  });

  it('ignores logs of cards that are not the caller’s, and never shows them to others', async () => {
    const res = await post(bob, [log('bob', 1, cards[2] as number, 3, START)]);
    expect(res).toEqual({ accepted: [], ignored: [`bob-${cards[2]}-1-log`], states: [] });
    expect((await all(bob)).logs).toEqual([]);
    expect((await all(alice)).logs.some((l) => l.id.startsWith('bob'))).toBe(false);
  });

  it('keeps the schedule of an edited card and deletes the logs of a deleted one', async () => {
    const [edited, , deleted] = cards as [number, number, number];
    await post(alice, [log('phone', 9, deleted, 3, START)]);
    const before = (await all(alice)).states.get(edited);
    const put = await call(alice, 'PUT', `/api/v1/files/${fileId}/flashcards/${edited}`, {
      question: 'What is a cell, really?',
      answer: 'The unit of life.',
    });
    expect(put.statusCode).toBe(200);
    expect((await all(alice)).states.get(edited)).toEqual(before);

    const del = await call(alice, 'DELETE', `/api/v1/files/${fileId}/flashcards/${deleted}`);
    expect(del.statusCode).toBe(200);
    const { logs, states } = await all(alice);
    expect(logs.some((l) => l.card_id === deleted)).toBe(false);
    expect(states.has(deleted)).toBe(false);
    const stored = await server.ctx.db.kysely
      .selectFrom('review_logs')
      .select('log_id')
      .where('flashcard_id', '=', deleted)
      .execute();
    expect(stored).toEqual([]);
    // A device that reviewed it offline is told it is gone, not refused.
    const late = await post(alice, [log('laptop', 9, deleted, 1, START + DAY)]);
    expect(late.ignored).toEqual([`laptop-${deleted}-9-log`]);
  });

  it('refuses malformed batches with the problems named', async () => {
    const card = cards[0] as number;
    for (const bad of [
      { logs: [] },
      { logs: [{ ...log('x', 1, card, 3, START), rating: 5 }] },
      { logs: [{ ...log('x', 2, card, 3, START), retention: 0.99 }] },
      { logs: [{ ...log('x', 3, card, 3, START), reviewed_at: 'yesterday' }] },
      { logs: [{ ...log('x', 4, card, 3, START), id: 'no' }] },
      { logs: Array.from({ length: 1001 }, (_, i) => log('x', i, card, 3, START)) },
    ]) {
      const res = await call(alice, 'POST', '/api/v1/reviews', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(422);
      expect(res.json()).toHaveProperty('detail');
    }
    const badCursor = await call(alice, 'GET', '/api/v1/reviews?updated_since=not-a-cursor');
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.body).toContain('updated_since');
  });

  it('lists every flashcard of every file of the caller', async () => {
    const other = (await uploadFile(server, alice, 'more.txt', 'More text.')).id;
    await call(alice, 'POST', `/api/v1/files/${other}/flashcards`, { question: 'Q', answer: 'A' });
    const list = FlashcardListResponse.parse(
      (await call(alice, 'GET', '/api/v1/flashcards')).json(),
    );
    expect(new Set(list.data.flashcards.map((c) => c.file_id))).toEqual(new Set([fileId, other]));
    expect(list.data.flashcards[0]).toMatchObject({ source_page_number: null, is_custom: true });
    const bobs = FlashcardListResponse.parse((await call(bob, 'GET', '/api/v1/flashcards')).json());
    expect(bobs.data.flashcards).toEqual([]);
  });
});
