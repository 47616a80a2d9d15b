// @vitest-environment jsdom
// A big set opens at once: the first card and the count come from a read of that one card
// (the file_id index), the rest after it has been painted, in the same order as before.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '../../../../contract';
import { closeUserDb, freshDb } from './real-db';
import { flashcardRecord } from '../fixtures';

vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: vi.fn(() => new Promise(() => undefined)),
}));
const { firstFileItem } = await import('../../../../src/data/file-items');
const { useFlashcards } = await import('../../../../src/data/flashcards');

const card = (id: number, fileId = 1): Flashcard => flashcardRecord(id, { file_id: fileId });

let db: ReturnType<typeof freshDb>;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => {
  cleanup();
  closeUserDb();
});

describe('the first item of a file', () => {
  it('is the lowest server id of the file, before the ones waiting for theirs', async () => {
    await db.flashcards.bulkPut([card(30), card(7), card(-5), card(-9), card(2, 2)]);
    const { first, total } = await firstFileItem(db.flashcards, 1);
    expect(first?.id).toBe(7);
    expect(total).toBe(4);
  });

  it('is the oldest card made on this device when no card has a server id yet', async () => {
    // Temporary ids go down as they are made: -5 is older than -9.
    await db.flashcards.bulkPut([card(-9), card(-5), card(3, 2)]);
    const { first, total } = await firstFileItem(db.flashcards, 1);
    expect(first?.id).toBe(-5);
    expect(total).toBe(2);
  });

  it('is nothing for a file without items', async () => {
    expect(await firstFileItem(db.flashcards, 1)).toEqual({ first: undefined, total: 0 });
  });
});

describe('useFlashcards', () => {
  it('shows the first card with the count, then every card in list order', async () => {
    await db.flashcards.bulkPut([card(-5), card(3), ...[9, 4, 8].map((id) => card(id))]);
    const seen: number[][] = [];
    const { result } = renderHook(() => {
      const view = useFlashcards(1, 'processed');
      if (view.items.length) seen.push(view.items.map((c) => c.id));
      return view;
    });
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(seen[0]).toEqual([3]);
    expect(result.current.items.map((c) => c.id)).toEqual([3, 4, 8, 9, -5]);
    expect(result.current.total).toBe(5);
    expect(result.current.loading).toBe(false);
  });
});
