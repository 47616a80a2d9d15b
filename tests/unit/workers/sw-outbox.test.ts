// The service worker's sender: the queue a closed page left behind goes out with the token of
// the session Firebase keeps in IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dbName, MnemoDb } from '../../../src/data/database';
import { takeRefusals } from '../../../src/data/outbox/refusals';
import { sendQueue } from '../../../workers/sw-outbox';

const card = (id: number, question = 'Q') => ({
  id,
  file_id: 2,
  question,
  answer: 'A',
  key_concept_id: null,
  is_custom: true,
  created_at: '2026-01-01T00:00:00Z',
});

let users = 0;
/** A user whose page queued an edit of card 5 and a new card, then closed. */
async function closedPageOf(): Promise<{ uid: string; db: MnemoDb }> {
  users += 1;
  const uid = `sw-user-${users}`;
  const db = new MnemoDb(dbName(uid));
  await db.flashcards.bulkPut([card(5, 'Edited'), card(-7, 'New')]);
  const row = (type: string, id: number, payload: object) => ({
    v: 2,
    type,
    key: `flashcard:${id}`,
    fileId: 2,
    payload: { entity: 'flashcard', fileId: 2, id, ...payload },
    created_at: '2026-01-01T00:00:00Z',
  });
  await db.outbox.bulkAdd([
    row('study.update', 5, { body: { question: 'Edited', answer: 'A' }, before: card(5) }),
    row('study.create', -7, { body: { question: 'New', answer: 'A' } }),
  ]);
  db.close();
  return { uid, db: new MnemoDb(dbName(uid)) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the service worker sender', () => {
  it('sends the queue with the persisted session token and moves new items to server ids', async () => {
    const { uid, db } = await closedPageOf();
    // The two changes travel in one batch (POST /api/v1/changes), each answered as alone.
    const fetch = vi.fn(async (_path: string, init: RequestInit) => {
      const { changes } = JSON.parse(String(init.body)) as {
        changes: { method: string; body: object }[];
      };
      const results = changes.map(({ method, body }) => ({
        status: 200,
        body: {
          status: 'success',
          message: 'ok',
          data: { ...card(method === 'POST' ? 61 : 5), ...body },
        },
      }));
      return json(200, { results });
    });
    vi.stubGlobal('fetch', fetch);
    const user = { uid, getIdToken: vi.fn(async () => 'worker-token') };
    expect(await sendQueue(user)).toBe('empty');
    expect(fetch.mock.calls.map(([path, init]) => `${init.method} ${path}`)).toEqual([
      'POST /api/v1/changes',
    ]);
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1].body)) as {
      changes: { method: string; path: string }[];
    };
    expect(sent.changes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/v1/files/2/flashcards/5',
      'POST /api/v1/files/2/flashcards',
    ]);
    const headers = new Headers(fetch.mock.calls[0]?.[1].headers);
    expect(headers.get('Authorization')).toBe('Bearer worker-token');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.flashcards.toArray()).map((c) => c.id).sort()).toEqual([5, 61]);
  });

  it('leaves the queue for the page when nobody is signed in', async () => {
    const { db } = await closedPageOf();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await sendQueue(null)).toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(2);
  });

  it('reports the server unreachable so the browser retries, keeping the queue', async () => {
    const { uid, db } = await closedPageOf();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = { uid, getIdToken: async () => 'token' };
    expect(await sendQueue(user)).toBe('waiting');
    expect(await db.outbox.count()).toBe(2);
  });

  it('undoes a refused change and keeps the refusal for the next page to show', async () => {
    const { uid, db } = await closedPageOf();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) =>
        init.method === 'PUT'
          ? json(404, { detail: 'Flashcard not found' })
          : json(200, { status: 'success', message: 'ok', data: card(62, 'New') }),
      ),
    );
    expect(await sendQueue({ uid, getIdToken: async () => 'token' })).toBe('empty');
    expect((await db.flashcards.get(5))?.question).toBe('Q');
    const refusals = await takeRefusals(db);
    expect(refusals).toEqual([
      {
        type: 'study.update',
        subject: 'flashcard',
        action: 'update',
        fileId: 2,
        error: {
          status: 404,
          detail: 'Flashcard not found',
          body: { detail: 'Flashcard not found' },
        },
      },
    ]);
    expect(await takeRefusals(db)).toEqual([]);
  });
});
