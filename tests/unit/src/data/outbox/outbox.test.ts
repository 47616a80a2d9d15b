import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../../contract';
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
const { FLASHCARD_ERRORS } = await import('../../../../../src/features/flashcards/errors');

const card = (id: number, question = 'Q'): Flashcard =>
  flashcardRecord(id, { question, answer: 'A', is_custom: true });

type Init = { method?: string; body?: string };
const offline = () => apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
/** The server: POST gives id 40, PUT echoes the body, GET lists `list`, DELETE answers nothing. */
function online(list: Flashcard[] = []) {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string, init: Init = {}) => {
    const body = init.body ? (JSON.parse(init.body) as Partial<Flashcard>) : {};
    const id = Number(path.split('/').at(-1));
    if (init.method === 'POST') return { status: 'success', data: { ...card(40), ...body } };
    if (init.method === 'PUT') return { status: 'success', data: { ...card(id), ...body } };
    if (init.method === 'DELETE') return undefined;
    return { status: 'success', data: { flashcards: list } };
  });
}
const calls = () =>
  apiFetch.mock.calls.map((call) => {
    const [path, init] = call as [string, Init?];
    return `${init?.method ?? 'GET'} ${path}`;
  });

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
});
afterEach(() => closeUserDb());

describe('the outbox', () => {
  it('keeps changes made offline on the device and sends them in order once online', async () => {
    offline();
    const { item: created } = await flashcards.createFlashcard(1, {
      question: 'Osmosis?',
      answer: 'Water',
    });
    expect(outbox.isTemporaryId(created.id)).toBe(true);
    const { item: edited } = await flashcards.updateFlashcard(created, {
      question: 'What is osmosis?',
      answer: 'Water moving across a membrane',
    });
    expect(await db.flashcards.get(created.id)).toEqual(edited);
    // A card made and deleted while offline never reaches the server.
    const { item: scrapped } = await flashcards.createFlashcard(1, {
      question: 'Typo',
      answer: 'x',
    });
    await flashcards.deleteFlashcard(scrapped);
    const queued = await db.outbox.toArray();
    expect(queued.map((row) => row.type)).toEqual(['study.create', 'study.update']);
    expect(queued[0]?.attempts).toBeGreaterThan(0);

    online();
    await outbox.flushOutbox();
    expect(calls()).toEqual([
      'POST /api/v1/files/1/flashcards',
      'PUT /api/v1/files/1/flashcards/40',
    ]);
    expect(JSON.parse((apiFetch.mock.calls[1] as [string, Init])[1].body ?? '')).toMatchObject({
      question: 'What is osmosis?',
    });
    expect(await db.flashcards.toArray()).toEqual([
      { ...card(40), question: 'What is osmosis?', answer: 'Water moving across a membrane' },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends an edit made through a card still holding its temporary id to the server id', async () => {
    offline();
    const { item: created } = await flashcards.createFlashcard(1, { question: 'Q', answer: 'A' });
    online();
    await outbox.flushOutbox();
    // The screen had not re-rendered yet: it edits and deletes the card by its old id.
    await flashcards.updateFlashcard(created, { question: 'Sharper', answer: 'A' });
    expect(calls()).toEqual([
      'POST /api/v1/files/1/flashcards',
      'PUT /api/v1/files/1/flashcards/40',
    ]);
    expect((await db.flashcards.toArray()).map((c) => [c.id, c.question])).toEqual([
      [40, 'Sharper'],
    ]);
    await flashcards.deleteFlashcard(created);
    expect(calls().at(-1)).toBe('DELETE /api/v1/files/1/flashcards/40');
    expect(await db.flashcards.count()).toBe(0);
  });

  it('lets a pull refresh everything but the items with changes still waiting', async () => {
    await db.flashcards.bulkPut([card(1), card(2)]);
    offline();
    await flashcards.updateFlashcard(card(1), { question: 'Mine', answer: 'A' });
    await flashcards.deleteFlashcard(card(2));
    apiFetch.mockReset();
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { flashcards: [card(1, 'Theirs'), card(2), card(3)] },
    });
    await flashcards.pullFlashcards(1);
    const rows = await db.flashcards.toArray();
    expect(rows.map((c) => [c.id, c.question])).toEqual([
      [1, 'Mine'],
      [3, 'Q'],
    ]);
  });

  it('undoes a change the server refuses later, says why, and refreshes the list', async () => {
    await db.flashcards.put(card(1));
    offline();
    await flashcards.updateFlashcard(card(1), { question: 'Edited offline', answer: 'A' });
    const failures: string[] = [];
    // The toast says it as the flashcards tab would (SPEC point 8), see app/OutboxNotices.
    const stop = outbox.onOutboxFailure((failure) =>
      failures.push(FLASHCARD_ERRORS[failure.action](failure.error)),
    );
    online([card(1)]);
    apiFetch.mockRejectedValueOnce(new ApiError(404, 'Flashcard not found'));
    await outbox.flushOutbox();
    stop();
    expect(failures).toEqual(['Failed to update flashcard: Flashcard not found']);
    expect(await db.flashcards.get(1)).toEqual(card(1));
    await vi.waitFor(() => expect(calls()).toContain('GET /api/v1/files/1/flashcards'));
    expect(await db.outbox.count()).toBe(0);
  });

  it('counts deleting an item the server no longer has as done', async () => {
    await db.flashcards.put(card(7));
    apiFetch.mockRejectedValue(new ApiError(404, 'Flashcard not found'));
    await flashcards.deleteFlashcard(card(7));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.flashcards.count()).toBe(0);
  });

  it('keeps a change queued while the server fails and sends it on the next try', async () => {
    await db.flashcards.put(card(1));
    apiFetch.mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    const { item: edited } = await flashcards.updateFlashcard(card(1), {
      question: 'Later',
      answer: 'A',
    });
    expect(edited.question).toBe('Later');
    expect(await db.outbox.count()).toBe(1);
    online();
    await outbox.flushOutbox();
    expect(calls()).toEqual(['PUT /api/v1/files/1/flashcards/1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('lists items by id with those waiting for their server id last, oldest first', () => {
    const first = outbox.temporaryId();
    const second = outbox.temporaryId();
    const ids = [second, 5, first, 2].map((id) => ({ id }));
    expect(ids.sort(outbox.byIdThenPending).map((x) => x.id)).toEqual([2, 5, first, second]);
  });
});
