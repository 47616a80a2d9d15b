import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../contract';
import { memoryDb } from './fake-db';

const apiFetch = vi.fn();
let current = memoryDb();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));
vi.mock('../../../../src/data/db', () => ({ getDb: () => current.db, useDb: () => current.db }));

const flashcards = await import('../../../../src/data/flashcards');

const card = (id: number): Flashcard => ({
  id,
  file_id: 1,
  question: 'Q',
  answer: 'A',
  key_concept_id: null,
  is_custom: true,
  created_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  current = memoryDb();
  apiFetch.mockReset();
});

describe('flashcards data', () => {
  it('creates a custom card for the file', async () => {
    apiFetch.mockResolvedValue({ status: 'success', data: card(4), message: 'ok' });
    await flashcards.createFlashcard(1, { question: ' Q ', answer: ' A ' });
    const [path, init] = apiFetch.mock.calls[0] as [string, { body: string }];
    expect(path).toBe('/api/v1/files/1/flashcards');
    expect(JSON.parse(init.body)).toEqual({
      file_id: 1,
      question: 'Q',
      answer: 'A',
      key_concept_id: null,
      is_custom: true,
    });
    expect(current.tables.flashcards.rows.has(4)).toBe(true);
  });

  it('refreshes the list after a failed update and rethrows', async () => {
    const failure = Object.assign(new Error('Nope'), { status: 500, detail: 'Nope', body: null });
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
    expect(apiFetch.mock.calls[1]?.[0]).toBe('/api/v1/files/1/flashcards');
  });

  it('deletes', async () => {
    await current.tables.flashcards.put(card(1));
    apiFetch.mockResolvedValue(undefined);
    await flashcards.deleteFlashcard(card(1));
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/files/1/flashcards/1', { method: 'DELETE' });
    expect(current.tables.flashcards.rows.size).toBe(0);
  });
});
