import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard, ReviewLog } from '../../../../../contract';
import { replay } from '../../../../../scheduling';
import type { MnemoDb } from '../../../../../src/data/db';
import { closeUserDb, freshDb } from '../real-db';
import { flashcardRecord } from '../../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const { ApiError, NETWORK_ERROR } = await import('../../../../../src/data/api');
const flashcards = await import('../../../../../src/data/flashcards');
const outbox = await import('../../../../../src/data/outbox');
const reviews = await import('../../../../../src/data/reviews');
const settings = await import('../../../../../src/data/review-settings');

const MINUTE = 60_000;
const DAY = 86_400_000;

const card = (id: number, fileId = 1): Flashcard =>
  flashcardRecord(id, { file_id: fileId, answer: 'A' });

type Init = { method?: string; body?: string };
interface Posted {
  logs: { id: string; card_id: number; rating: number }[];
}
const offline = () => apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
/** The server: flashcard POST gives id 40; review POST accepts all but `gone` cards. */
function online(gone: number[] = [], pages: ReviewLog[][] = []) {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string, init: Init = {}) => {
    if (path === '/api/v1/reviews' && init.method === 'POST') {
      const { logs } = JSON.parse(init.body ?? '{}') as Posted;
      const ignored = logs.filter((l) => gone.includes(l.card_id)).map((l) => l.id);
      const accepted = logs.filter((l) => !gone.includes(l.card_id)).map((l) => l.id);
      return { status: 'success', message: '', data: { accepted, ignored, states: [] } };
    }
    if (path.startsWith('/api/v1/reviews?')) {
      const page = pages.shift() ?? [];
      return {
        status: 'success',
        data: { logs: page, states: [] },
        sync: {
          cursor: `c${pages.length}`,
          full: false,
          deleted_ids: [],
          has_more: pages.length > 0,
        },
      };
    }
    if (init.method === 'POST') {
      const body = JSON.parse(init.body ?? '{}') as Partial<Flashcard>;
      return { status: 'success', data: { ...card(40), ...body, is_custom: true } };
    }
    throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
  });
}
const posts = () =>
  apiFetch.mock.calls
    .filter((c) => c[0] === '/api/v1/reviews')
    .map((c) => (JSON.parse((c[1] as Init).body ?? '{}') as Posted).logs);

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
  settings.reloadReviewSettings();
});
afterEach(() => {
  outbox.disposeOutbox();
  closeUserDb();
});

describe('reviews on the device', () => {
  it('are scheduled at once offline, then sent in one batch once online', async () => {
    offline();
    await db.flashcards.bulkPut([card(1), card(2), card(3)]);
    const t = Date.parse('2026-03-02T12:00:00Z');
    const good = await reviews.recordReview(card(1), 3, { at: t });
    expect(good.due - t).toBe(10 * MINUTE);
    await reviews.recordReview(card(2), 1, { at: t + 1000 });
    const easy = await reviews.recordReview(card(3), 4, { at: t + 2000 });
    expect(easy.due - (t + 2000)).toBeGreaterThanOrEqual(DAY);
    expect(await db.reviewLogs.count()).toBe(3);
    expect((await db.outbox.toArray()).map((r) => r.type)).toEqual([
      'review.log',
      'review.log',
      'review.log',
    ]);
    expect(
      (await db.reviewLogs.get((await db.reviewLogs.toArray())[0]?.id ?? ''))?.state_before,
    ).toBeNull();

    online();
    await outbox.flushOutbox();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.map((l) => [l.card_id, l.rating])).toEqual([
      [1, 3],
      [2, 1],
      [3, 4],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('wait for a card made offline to get its id, then follow it', async () => {
    offline();
    const { item: made } = await flashcards.createFlashcard(1, { question: 'New?', answer: 'Yes' });
    await reviews.recordReview(made, 3);
    expect((await db.reviewStates.get(made.id))?.reps).toBe(1);

    online();
    await outbox.flushOutbox();
    expect(posts()[0]?.map((l) => l.card_id)).toEqual([40]);
    expect((await db.reviewLogs.toArray()).map((l) => l.card_id)).toEqual([40]);
    expect(await db.reviewStates.get(made.id)).toBeUndefined();
    expect((await db.reviewStates.get(40))?.reps).toBe(1);
  });

  it('drop the reviews of a card deleted elsewhere, and of a card deleted here', async () => {
    await db.flashcards.bulkPut([card(5), card(6)]);
    offline();
    await reviews.recordReview(card(5), 3);
    await reviews.recordReview(card(6), 3);
    online([5]);
    await outbox.flushOutbox();
    expect((await db.reviewLogs.toArray()).map((l) => l.card_id)).toEqual([6]);
    expect(await db.reviewStates.get(5)).toBeUndefined();

    apiFetch.mockResolvedValue(undefined);
    await flashcards.deleteFlashcard(card(6));
    expect(await db.reviewLogs.count()).toBe(0);
    expect(await db.reviewStates.count()).toBe(0);
  });

  it('merge logs pulled from another device by replaying each card in time order', async () => {
    await db.flashcards.put(card(7));
    offline();
    const t = Date.parse('2026-03-02T12:00:00Z');
    await reviews.recordReview(card(7), 3, { at: t });
    await reviews.recordReview(card(7), 3, { at: t + 3 * DAY });
    const other = (id: string, rating: number, at: number): ReviewLog => ({
      id,
      card_id: 7,
      file_id: 1,
      rating,
      reviewed_at: new Date(at).toISOString(),
      retention: 0.9,
      duration_ms: null,
      source: 'review',
      state_before: null,
    });
    const pulled = [other('laptop-1', 3, t + 10 * MINUTE), other('laptop-2', 1, t + 2 * DAY)];
    online([], [pulled.slice(0, 1), pulled.slice(1)]);
    expect(await reviews.pullReviews(db)).toBe(2);
    const logs = await db.reviewLogs.toArray();
    expect(logs).toHaveLength(4);
    const expected = replay(7, logs);
    expect(await db.reviewStates.get(7)).toEqual({ ...expected, card_id: 7, file_id: 1 });
    expect(expected?.lapses).toBe(1);
    // The same page again (a cursor reused) changes nothing.
    online([], [pulled]);
    await reviews.pullReviews(db);
    expect(await db.reviewLogs.count()).toBe(4);
  });
});

describe('the due queue', () => {
  it('shows due cards oldest first, then new cards up to the daily limit', async () => {
    offline();
    const now = Date.parse('2026-03-10T15:00:00');
    const all = Array.from({ length: 30 }, (_, i) => card(i + 1, i < 20 ? 1 : 2));
    await db.flashcards.bulkPut(all);
    const at = (id: number) => all[id - 1] as Flashcard;
    // Two cards reviewed days ago, due at different times before now.
    await reviews.recordReview(at(25), 3, { at: now - 9 * DAY });
    await reviews.recordReview(at(25), 3, { at: now - 9 * DAY + 10 * MINUTE });
    await reviews.recordReview(at(4), 3, { at: now - 8 * DAY });
    await reviews.recordReview(at(4), 3, { at: now - 8 * DAY + 10 * MINUTE });
    const dueOf = async (id: number) => (await db.reviewStates.get(id))?.due ?? 0;
    expect(await dueOf(25)).toBeLessThan(now);
    expect(await dueOf(4)).toBeLessThan(now);

    let queue = await reviews.loadDueQueue(db, { now, newPerDay: 20 });
    const oldestFirst = (await dueOf(25)) < (await dueOf(4)) ? [25, 4] : [4, 25];
    expect(queue.due).toEqual(oldestFirst);
    expect(queue.fresh).toHaveLength(20);
    expect(queue.fresh.slice(0, 4)).toEqual([1, 2, 3, 5]);

    // Five new cards studied today: the limit leaves fifteen; they are due again later today.
    for (const id of [1, 2, 3, 5, 6]) await reviews.recordReview(at(id), 3, { at: now });
    queue = await reviews.loadDueQueue(db, { now, newPerDay: 20 });
    expect(queue.fresh).toHaveLength(15);
    expect([...queue.later].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6]);
    expect(await reviews.newCardsSince(db, now - 1000)).toBe(5);

    // One file: its own cards, the same day's limit.
    const file2 = await reviews.loadDueQueue(db, { now, newPerDay: 20, fileId: 2 });
    expect(file2.due).toEqual([25]);
    expect(file2.fresh).toEqual([21, 22, 23, 24, 26, 27, 28, 29, 30]);
  });

  it('counts due today, this week, reviews today, true retention and the streak', async () => {
    offline();
    const now = Date.parse('2026-03-10T15:00:00');
    await db.flashcards.bulkPut([card(1), card(2), card(3)]);
    // Card 1: learnt three days ago, reviewed each day since (a streak of 3 with today).
    await reviews.recordReview(card(1), 3, { at: now - 3 * DAY });
    await reviews.recordReview(card(1), 3, { at: now - 3 * DAY + 10 * MINUTE });
    await reviews.recordReview(card(1), 1, { at: now - 2 * DAY });
    await reviews.recordReview(card(1), 3, { at: now - 1 * DAY });
    await reviews.recordReview(card(1), 3, { at: now });
    const stats = await reviews.loadStudyStats(db, { now, newPerDay: 20 });
    expect(stats.reviewsToday).toBe(1);
    expect(stats.streak).toBe(4);
    // Reviews of cards in the review state: the Again of two days ago failed, today's passed.
    expect(stats.retentionReviews).toBeGreaterThanOrEqual(2);
    expect(stats.retention).toBeGreaterThan(0);
    expect(stats.retention).toBeLessThan(1);
    // Cards 2 and 3 are new; card 1, answered Good today, is due in days.
    expect(stats.dueToday).toBe(2);
    expect(stats.dueThisWeek).toBeGreaterThanOrEqual(stats.dueToday);
  });
});
