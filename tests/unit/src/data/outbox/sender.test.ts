// The sender in the page: one sender at a time per user (Web Locks), backoff while the server
// cannot be reached.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../../contract';
import { closeUserDb, freshDb } from '../real-db';
import { flashcardRecord } from '../../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const { ApiError, NETWORK_ERROR } = await import('../../../../../src/data/api');
const flashcards = await import('../../../../../src/data/flashcards');
const { UserOutbox } = await import('../../../../../src/data/outbox/user-outbox');
const { getOutbox } = await import('../../../../../src/data/outbox');

const card = (id: number, question = 'Q'): Flashcard =>
  flashcardRecord(id, { question, answer: 'A', is_custom: true });

/** A minimal Web Locks API: exclusive locks granted in request order. */
function installLocks(): () => void {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(work, work);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  vi.stubGlobal('navigator', { onLine: true, locks });
  return () => vi.unstubAllGlobals();
}

/** Lets fake-indexeddb finish what it scheduled (it runs on setImmediate, which stays real). */
const { setImmediate } = globalThis as unknown as { setImmediate: (run: () => void) => void };
async function idle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  freshDb();
  apiFetch.mockReset();
});
afterEach(() => {
  closeUserDb();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sender', () => {
  it('sends each change once when two tabs flush at the same moment (Web Lock)', async () => {
    const restore = installLocks();
    const db = getOutbox()?.db;
    if (!db) throw new Error('no db');
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    for (let i = 1; i <= 5; i += 1) {
      await db.flashcards.put(card(i));
      await flashcards.updateFlashcard(card(i), { question: `Edit ${i}`, answer: 'A' });
    }
    apiFetch.mockReset();
    // The five edits travel in one batch; each is answered as its own call would be.
    apiFetch.mockImplementation(async (_path: string, init: { body: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { changes } = JSON.parse(init.body) as { changes: { path: string }[] };
      return {
        results: changes.map((change) => ({
          status: 200,
          body: {
            status: 'success',
            data: card(Number(change.path.split('/').at(-1))),
            message: 'ok',
          },
        })),
      };
    });
    // Two tabs of the same user: two outboxes over the same database.
    const tabA = new UserOutbox(db);
    const tabB = new UserOutbox(db);
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    const [path, init] = apiFetch.mock.calls[0] as [string, { body: string }];
    expect(path).toBe('/api/v1/changes');
    expect(
      (JSON.parse(init.body) as { changes: { path: string }[] }).changes.map((c) => c.path),
    ).toEqual([1, 2, 3, 4, 5].map((i) => `/api/v1/files/1/flashcards/${i}`));
    expect(await db.outbox.count()).toBe(0);
    tabA.dispose();
    tabB.dispose();
    restore();
  });

  it('backs off while the server cannot be reached, then sends', async () => {
    // Only timers: fake-indexeddb schedules its work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const db = getOutbox()?.db;
    if (!db) throw new Error('no db');
    await db.flashcards.put(card(1));
    apiFetch.mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    await flashcards.updateFlashcard(card(1), { question: 'Later', answer: 'A' });
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect((await db.outbox.toArray())[0]?.attempts).toBe(1);

    await vi.advanceTimersByTimeAsync(1_999);
    await idle();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // first retry after 2 s
    await idle();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999); // the next one after 4 s more
    await idle();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    apiFetch.mockResolvedValue({ status: 'success', data: card(1, 'Later') });
    await vi.advanceTimersByTimeAsync(1);
    await idle();
    expect(apiFetch).toHaveBeenCalledTimes(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops sending for a user who signed out; the queue stays for their next visit', async () => {
    const db = getOutbox()?.db;
    if (!db) throw new Error('no db');
    await db.flashcards.put(card(1));
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    await flashcards.updateFlashcard(card(1), { question: 'Mine', answer: 'A' });
    const outbox = getOutbox();
    closeUserDb();
    expect(getOutbox()).toBeNull();
    apiFetch.mockReset();
    await outbox?.flush();
    expect(apiFetch).not.toHaveBeenCalled();
    await db.open();
    expect(await db.outbox.count()).toBe(1);
  });
});
