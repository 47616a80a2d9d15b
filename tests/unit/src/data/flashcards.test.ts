import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { freshDb } from './real-db';
import { flashcardRecord } from '../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

const { ApiError } = await import('../../../../src/data/api');
const flashcards = await import('../../../../src/data/flashcards');

const card = (id: number): Flashcard =>
  flashcardRecord(id, { question: 'Q', answer: 'A', is_custom: true });

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
});

describe('flashcards data', () => {
  it('creates a custom card for the file and keeps the server’s copy', async () => {
    apiFetch.mockResolvedValue({ status: 'success', data: card(4), message: 'ok' });
    const { item: saved } = await flashcards.createFlashcard(1, { question: ' Q ', answer: ' A ' });
    const [path, init] = apiFetch.mock.calls[0] as [string, { method: string; body: string }];
    expect(path).toBe('/api/v1/files/1/flashcards');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      client_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      file_id: 1,
      question: 'Q',
      answer: 'A',
      key_concept_id: null,
      is_custom: true,
    });
    expect(saved).toEqual(card(4));
    expect(await db.flashcards.toArray()).toEqual([card(4)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('undoes a refused update, refreshes the list and rethrows for the form', async () => {
    await db.flashcards.put(card(1));
    const failure = new ApiError(422, 'question: must not be blank');
    apiFetch.mockRejectedValueOnce(failure).mockResolvedValueOnce({
      status: 'success',
      data: { flashcards: [card(1)] },
      count: 1,
      message: '',
    });
    await expect(flashcards.updateFlashcard(card(1), { question: 'x', answer: 'y' })).rejects.toBe(
      failure,
    );
    expect(apiFetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT' });
    await vi.waitFor(() => expect(apiFetch.mock.calls[1]?.[0]).toBe('/api/v1/files/1/flashcards'));
    expect(await db.flashcards.get(1)).toEqual(card(1));
  });

  it('deletes', async () => {
    await db.flashcards.put(card(1));
    apiFetch.mockResolvedValue(undefined);
    await flashcards.deleteFlashcard(card(1));
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/files/1/flashcards/1', { method: 'DELETE' });
    expect(await db.flashcards.count()).toBe(0);
  });
});
