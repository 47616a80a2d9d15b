// @vitest-environment jsdom
// Offline is a state, not an error: a read that cannot reach the server shows what this device
// has, without "Error loading files"; a real failure of the server still says so.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeUserDb, freshDb } from './real-db';
import { fileRecord } from '../fixtures';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const { ApiError, NETWORK_ERROR } = await import('../../../../src/data/api');
const { useFiles } = await import('../../../../src/data/files');
const { useFlashcards } = await import('../../../../src/data/flashcards');

beforeEach(async () => {
  const db = freshDb();
  await db.files.put(fileRecord(1, { file_name: 'kept.pdf', status: 'uploaded' }));
  await db.flashcards.put({
    id: 5,
    file_id: 1,
    question: 'Kept?',
    answer: 'Yes',
    key_concept_id: null,
    is_custom: false,
    created_at: '2026-01-01T00:00:00Z',
  });
  apiFetch.mockReset();
});
afterEach(() => {
  cleanup();
  closeUserDb();
});

describe('reads that fall back to the device', () => {
  it('lists the files kept here with no error when the server cannot be reached', async () => {
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    const { result } = renderHook(() => useFiles(1, 10));
    await waitFor(() => expect(result.current.items.map((f) => f.file_name)).toEqual(['kept.pdf']));
    await waitFor(() => expect(apiFetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.error).toBeNull();
    expect(result.current.loading).toBe(false);
  });

  it('treats a gateway answering for a server that is down (502, 504) the same way', async () => {
    apiFetch.mockRejectedValue(new ApiError(502, 'Bad Gateway'));
    const { result } = renderHook(() => useFlashcards(1, 'uploaded'));
    await waitFor(() => expect(apiFetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.items.map((c) => c.question)).toEqual(['Kept?']);
    expect(result.current.error).toBeNull();
  });

  it('still names a real failure of the server', async () => {
    apiFetch.mockRejectedValue(new ApiError(500, 'Internal Server Error', { detail: 'Boom' }));
    const { result } = renderHook(() => useFiles(1, 10));
    await waitFor(() =>
      expect(result.current.error).toBe('Error loading files: API Error: Internal Server Error'),
    );
  });
});
