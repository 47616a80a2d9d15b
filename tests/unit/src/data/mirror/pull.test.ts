// The incremental pull on a real Dexie database (fake-indexeddb): changes, deletions, full
// listings, pages, and items with changes still queued on this device left as they are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, FileRecord, Flashcard, SyncInfo } from '../../../../../contract';
import type { MnemoDb } from '../../../../../src/data/db';
import { closeUserDb, freshDb } from '../real-db';
import { flashcardRecord } from '../../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const { ApiError, NETWORK_ERROR } = await import('../../../../../src/data/api');
const { pullCollection } = await import('../../../../../src/data/mirror/pull');
const { FILES, FLASHCARDS, HISTORIES } = await import('../../../../../src/data/mirror/collections');
const flashcards = await import('../../../../../src/data/flashcards');

const card = (id: number, question = `Q${id}`, fileId = 1): Flashcard =>
  flashcardRecord(id, { file_id: fileId, question, answer: 'A' });
const file = (id: number): FileRecord => ({
  id,
  file_name: `f${id}.pdf`,
  file_url: `/api/v1/files/${id}/content/t/f${id}.pdf`,
  file_type: 'pdf',
  status: 'processed',
  error_message: null,
  size_bytes: 10,
  page_count: 1,
  created_at: '2026-01-01T00:00:00Z',
});
const sync = (patch: Partial<SyncInfo>): SyncInfo => ({
  cursor: 'c1',
  full: false,
  deleted_ids: [],
  has_more: false,
  ...patch,
});
const cardsAnswer = (items: Flashcard[], s: Partial<SyncInfo>) => ({
  status: 'success',
  data: { flashcards: items },
  count: items.length,
  message: '',
  sync: sync(s),
});
/** The `updated_since` each call asked with. */
const asked = () =>
  apiFetch.mock.calls.map((c) =>
    new URL(String(c[0]), 'http://x').searchParams.get('updated_since'),
  );

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
});
afterEach(() => closeUserDb());

describe('pulling a mirrored collection', () => {
  it('starts with everything, stores the cursor, then asks only for changes', async () => {
    apiFetch.mockResolvedValueOnce(cardsAnswer([card(1), card(2)], { full: true, cursor: 'c1' }));
    await pullCollection(db, FLASHCARDS);
    expect((await db.flashcards.toArray()).map((c) => c.id)).toEqual([1, 2]);

    apiFetch.mockResolvedValueOnce(
      cardsAnswer([card(2, 'Q2 edited'), card(3)], { cursor: 'c2', deleted_ids: [1] }),
    );
    const result = await pullCollection(db, FLASHCARDS);
    expect(asked()).toEqual(['0', 'c1']);
    expect(result).toEqual({ changed: 2, deleted: 1, full: false });
    expect((await db.flashcards.toArray()).map((c) => [c.id, c.question])).toEqual([
      [2, 'Q2 edited'],
      [3, 'Q3'],
    ]);
    expect((await db.meta.get('mirror-cursor:flashcard'))?.value).toBe('c2');
  });

  it('writes only the listed items that differ from what the device holds', async () => {
    await db.flashcards.bulkPut([card(1), card(2)]);
    await db.meta.put({ key: 'mirror-cursor:flashcard', value: 'c1' });
    const written: number[] = [];
    db.flashcards.hook('creating', (id) => void written.push(Number(id)));
    db.flashcards.hook('updating', (_changes, id) => void written.push(Number(id)));
    // The overlap of the cursor lists cards 1 and 2 again, unchanged; 2 and 3 are new here.
    apiFetch.mockResolvedValueOnce(
      cardsAnswer([card(1), card(2, 'Q2 edited'), card(3)], { cursor: 'c2' }),
    );
    const result = await pullCollection(db, FLASHCARDS);
    expect(written.sort()).toEqual([2, 3]);
    expect(result.changed).toBe(3);
    expect((await db.flashcards.toArray()).map((c) => [c.id, c.question])).toEqual([
      [1, 'Q1'],
      [2, 'Q2 edited'],
      [3, 'Q3'],
    ]);
    expect((await db.meta.get('mirror-cursor:flashcard'))?.value).toBe('c2');
  });

  it('leaves items with queued changes as they are on this device', async () => {
    await db.flashcards.bulkPut([card(1), card(2), card(3)]);
    await db.meta.put({ key: 'mirror-cursor:flashcard', value: 'c1' });
    // Offline: an edit of card 1 and the deletion of card 2 wait in the outbox.
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    await flashcards.updateFlashcard(card(1), { question: 'Mine', answer: 'A' });
    await flashcards.deleteFlashcard(card(2));
    apiFetch.mockReset();

    apiFetch.mockResolvedValueOnce(
      cardsAnswer([card(1, 'Theirs'), card(2, 'Back?'), card(3, 'Q3 edited')], {
        cursor: 'c2',
        deleted_ids: [1],
      }),
    );
    await pullCollection(db, FLASHCARDS);
    expect((await db.flashcards.toArray()).map((c) => [c.id, c.question])).toEqual([
      [1, 'Mine'],
      [3, 'Q3 edited'],
    ]);
  });

  it('replaces the copy on a full listing, keeping what was made here and not sent yet', async () => {
    await db.flashcards.bulkPut([card(1), card(2)]);
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    const { item: made } = await flashcards.createFlashcard(1, {
      question: 'New here',
      answer: 'A',
    });
    apiFetch.mockReset();
    // The cursor was too old for the tombstones: the server lists everything instead.
    apiFetch.mockResolvedValueOnce(cardsAnswer([card(2), card(4)], { full: true, cursor: 'c9' }));
    await pullCollection(db, FLASHCARDS);
    expect((await db.flashcards.toArray()).map((c) => c.id).sort()).toEqual([2, 4, made.id].sort());
  });

  it('follows pages, and stores a full listing cursor only once its last page is in', async () => {
    await db.flashcards.bulkPut([card(9)]);
    apiFetch
      .mockResolvedValueOnce(
        cardsAnswer([card(1), card(2)], { full: true, has_more: true, cursor: 'p2' }),
      )
      .mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR));
    await expect(pullCollection(db, FLASHCARDS)).rejects.toThrow(NETWORK_ERROR);
    expect(await db.meta.get('mirror-cursor:flashcard')).toBeUndefined();
    // Nothing was removed on the strength of half a listing.
    expect((await db.flashcards.toArray()).map((c) => c.id)).toEqual([1, 2, 9]);

    apiFetch.mockReset();
    apiFetch
      .mockResolvedValueOnce(
        cardsAnswer([card(1), card(2)], { full: true, has_more: true, cursor: 'p2' }),
      )
      .mockResolvedValueOnce(cardsAnswer([card(3)], { full: true, cursor: 'done' }));
    await pullCollection(db, FLASHCARDS);
    expect(asked()).toEqual(['0', 'p2']);
    expect((await db.flashcards.toArray()).map((c) => c.id)).toEqual([1, 2, 3]);
    expect((await db.meta.get('mirror-cursor:flashcard'))?.value).toBe('done');
  });

  it('drops a deleted file with everything made from it, and keeps the total', async () => {
    await db.files.bulkPut([file(1), file(2)]);
    await db.flashcards.bulkPut([card(10, 'x', 1), card(11, 'y', 2)]);
    await db.keyConcepts.put({
      id: 5,
      file_id: 2,
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: null,
      source_video_timestamp_start_seconds: null,
      source_video_timestamp_end_seconds: null,
      is_custom: false,
      created_at: '2026-01-01T00:00:00Z',
    });
    apiFetch.mockResolvedValueOnce({
      items: [file(3)],
      page: 1,
      page_size: 1,
      total: 2,
      sync: sync({ deleted_ids: [2] }),
    });
    await pullCollection(db, FILES);
    expect((await db.files.toArray()).map((f) => f.id)).toEqual([1, 3]);
    expect((await db.flashcards.toArray()).map((c) => c.id)).toEqual([10]);
    expect(await db.keyConcepts.count()).toBe(0);
    expect((await db.meta.get('files.total'))?.value).toBe(2);
  });

  it('adds new messages to their history and drops a deleted history with its messages', async () => {
    const history = (id: number, messages: ChatHistory['messages']): ChatHistory => ({
      id,
      title: `H${id}`,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
      file_ids: [],
      messages,
    });
    const message = (id: number, sender: 'user' | 'bot') => ({
      id,
      content: `m${id}`,
      sender,
      timestamp: '2026-01-01T00:00:00Z',
      is_liked: 0 as const,
      is_disliked: 0 as const,
    });
    apiFetch.mockResolvedValueOnce({
      items: [
        history(1, [message(1, 'user'), message(2, 'bot')]),
        history(2, [message(3, 'user')]),
      ],
      sync: sync({ full: true }),
    });
    await pullCollection(db, HISTORIES);
    apiFetch.mockResolvedValueOnce({
      items: [history(1, [message(4, 'user'), message(5, 'bot')])],
      sync: sync({ cursor: 'c2', deleted_ids: [2] }),
    });
    await pullCollection(db, HISTORIES);
    expect((await db.histories.toArray()).map((h) => h.id)).toEqual([1]);
    expect((await db.messages.toArray()).map((m) => [m.id, m.history_id])).toEqual([
      [1, 1],
      [2, 1],
      [4, 1],
      [5, 1],
    ]);
  });

  it('keeps the stored cursor when the server cannot be reached', async () => {
    await db.meta.put({ key: 'mirror-cursor:flashcard', value: 'c1' });
    apiFetch.mockRejectedValueOnce(new ApiError(0, NETWORK_ERROR));
    await expect(pullCollection(db, FLASHCARDS)).rejects.toBeInstanceOf(ApiError);
    expect((await db.meta.get('mirror-cursor:flashcard'))?.value).toBe('c1');
  });
});
