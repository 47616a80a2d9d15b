// The sender's batches: consecutive study-item changes travel in one POST /api/v1/changes and
// each answer is recorded as its own call's would be.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeRequest, ChangeResult, Flashcard } from '../../../../../contract';
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

const card = (id: number, question = 'Q'): Flashcard =>
  flashcardRecord(id, { question, answer: 'A', is_custom: true });

type Init = { method?: string; body?: string };
/** What each batch asked for, in order. */
let batches: ChangeRequest[][] = [];
/** The server's cards, as a list call answers them. */
let stored = new Map<number, Flashcard>();

/** The server: each change of a batch answered by `answer` (the single call's status and body). */
function server(answer: (change: ChangeRequest, index: number) => ChangeResult | null) {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (path: string, init: Init = {}) => {
    if (path !== '/api/v1/changes') {
      const id = Number(path.split('/').at(-1));
      const body = init.body ? (JSON.parse(init.body) as Partial<Flashcard>) : {};
      if (init.method === 'DELETE') return undefined;
      if (init.method === 'PUT' || init.method === 'POST')
        return { status: 'success', data: { ...card(init.method === 'POST' ? 40 : id), ...body } };
      return { status: 'success', data: { flashcards: [...stored.values()] } };
    }
    const { changes } = JSON.parse(init.body ?? '{}') as { changes: ChangeRequest[] };
    batches.push(changes);
    const results: ChangeResult[] = [];
    for (const [i, change] of changes.entries()) {
      const result = answer(change, i);
      if (!result) break;
      results.push(result);
    }
    return { results };
  });
}
const saved = (change: ChangeRequest): ChangeResult => {
  const id = Number(change.path.split('/').at(-1));
  const body = (change.body ?? {}) as Partial<Flashcard>;
  const saved = { ...card(id), ...body };
  stored.set(id, saved);
  return { status: 200, body: { status: 'success', data: saved, message: 'saved' } };
};

async function queueEdits(db: MnemoDb, ids: number[]) {
  await db.flashcards.bulkPut(ids.map((id) => card(id)));
  stored = new Map(ids.map((id) => [id, card(id)]));
  apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
  for (const id of ids)
    await flashcards.updateFlashcard(card(id), { question: `Edit ${id}`, answer: 'A' });
  expect(await db.outbox.count()).toBe(ids.length);
}

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  batches = [];
  apiFetch.mockReset();
});
afterEach(() => closeUserDb());

describe('batches of queued changes', () => {
  it('sends consecutive edits in one request, in order, and settles each', async () => {
    await queueEdits(db, [1, 2, 3]);
    server(saved);
    await outbox.flushOutbox();
    expect(batches).toMatchObject([
      [1, 2, 3].map((id) => ({
        method: 'PUT',
        path: `/api/v1/files/1/flashcards/${id}`,
        body: { question: `Edit ${id}`, answer: 'A' },
      })),
    ]);
    expect((await db.flashcards.toArray()).map((c) => c.question)).toEqual([
      'Edit 1',
      'Edit 2',
      'Edit 3',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends at most 100 changes a request', async () => {
    await queueEdits(
      db,
      Array.from({ length: 150 }, (_, i) => i + 1),
    );
    server(saved);
    await outbox.flushOutbox();
    expect(batches.map((b) => b.length)).toEqual([100, 50]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('undoes a refused change and names it, keeps the rest after a server error queued', async () => {
    await queueEdits(db, [1, 2, 3, 4]);
    const failures: string[] = [];
    const stop = outbox.onOutboxFailure((failure) =>
      failures.push((failure.error as Error).message),
    );
    // 1 saved, 2 refused (404), 3 met a server error: 3 and 4 were not applied.
    server((change, i) =>
      i === 0
        ? saved(change)
        : i === 1
          ? { status: 404, body: { detail: 'Flashcard not found' } }
          : i === 2
            ? { status: 503, body: { detail: 'Try again' } }
            : null,
    );
    await outbox.flushOutbox();
    stop();
    expect(failures).toEqual(['Flashcard not found']);
    expect((await db.flashcards.get(1))?.question).toBe('Edit 1');
    expect((await db.flashcards.get(2))?.question).toBe('Q');
    const waiting = await db.outbox.toArray();
    expect(waiting.map((row) => (row.payload as { id: number }).id)).toEqual([3, 4]);
    expect(waiting[0]?.attempts).toBeGreaterThan(0);

    server(saved);
    await outbox.flushOutbox();
    expect(batches.at(-1)?.map((c) => c.path)).toEqual([
      '/api/v1/files/1/flashcards/3',
      '/api/v1/files/1/flashcards/4',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a change of an item still under its temporary id alone', async () => {
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    await db.flashcards.put(card(1));
    await flashcards.updateFlashcard(card(1), { question: 'Edit 1', answer: 'A' });
    const { item: created } = await flashcards.createFlashcard(1, { question: 'New', answer: 'A' });
    await flashcards.updateFlashcard(created, { question: 'New, edited', answer: 'A' });
    server((change) =>
      change.method === 'POST'
        ? {
            status: 200,
            body: { status: 'success', data: { ...card(40), question: 'New' }, message: 'added' },
          }
        : saved(change),
    );
    await outbox.flushOutbox();
    // The edit of 1 and the create together; the edit of the new card after, by its server id.
    expect(batches.map((b) => b.map((c) => `${c.method} ${c.path}`))).toEqual([
      ['PUT /api/v1/files/1/flashcards/1', 'POST /api/v1/files/1/flashcards'],
    ]);
    const single = apiFetch.mock.calls
      .map((c) => c as [string, Init?])
      .filter(([path]) => path !== '/api/v1/changes')
      .map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);
    expect(single).toContain('PUT /api/v1/files/1/flashcards/40');
    expect((await db.flashcards.get(40))?.question).toBe('New, edited');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends one change at a time to a server that has no batches', async () => {
    await queueEdits(db, [1, 2]);
    server(saved);
    const answer = apiFetch.getMockImplementation();
    apiFetch.mockImplementation(async (path: string, init?: Init) => {
      if (path === '/api/v1/changes') throw new ApiError(404, 'Not Found');
      return answer?.(path, init);
    });
    await outbox.flushOutbox();
    expect(apiFetch.mock.calls.map((c) => (c as [string])[0])).toEqual([
      '/api/v1/changes',
      '/api/v1/files/1/flashcards/1',
      '/api/v1/files/1/flashcards/2',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the whole batch queued when the server cannot be reached', async () => {
    await queueEdits(db, [1, 2]);
    apiFetch.mockReset();
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    await outbox.flushOutbox();
    expect(await db.outbox.count()).toBe(2);
    expect((await db.flashcards.get(2))?.question).toBe('Edit 2');
  });
});
