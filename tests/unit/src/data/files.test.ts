import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '../../../../contract';
import { memoryDb } from './fake-db';
import { fileRecord } from '../fixtures';

const apiFetch = vi.fn();
let current = memoryDb();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));
vi.mock('../../../../src/data/db', () => ({
  getDb: () => current.db,
  requireDb: () => current.db,
  useDb: () => current.db,
}));

const files = await import('../../../../src/data/files');

const file = (id: number, created = `2026-01-0${id}T00:00:00Z`): FileRecord =>
  fileRecord(id, { file_name: `f${id}.pdf`, created_at: created });

beforeEach(() => {
  current = memoryDb();
  apiFetch.mockReset();
});

describe('files data', () => {
  it('pulls a page into IndexedDB and removes files gone from the server', async () => {
    await current.tables.files.bulkPut([file(1), file(2), file(3)]);
    apiFetch.mockResolvedValue({ items: [file(3), file(1)], page: 1, page_size: 10, total: 2 });
    await files.pullFiles(1, 10);
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/files?page=1&page_size=10');
    expect([...current.tables.files.rows.keys()].sort()).toEqual([1, 3]);
    expect(current.tables.meta.rows.get('files.total')).toEqual({ key: 'files.total', value: 2 });
  });

  it('keeps rows of other pages', async () => {
    await current.tables.files.bulkPut([file(1), file(2), file(3), file(4)]);
    apiFetch.mockResolvedValue({ items: [file(4), file(3)], page: 1, page_size: 2, total: 4 });
    await files.pullFiles(1, 2);
    expect(current.tables.files.rows.size).toBe(4);
  });

  it('deletes a file with its study items', async () => {
    await current.tables.files.put(file(1));
    await current.tables.flashcards.bulkPut([
      { id: 10, file_id: 1 },
      { id: 11, file_id: 2 },
    ]);
    apiFetch.mockResolvedValue(undefined);
    await files.deleteFile(1);
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/files/1', { method: 'DELETE' });
    expect(current.tables.files.rows.size).toBe(0);
    expect([...current.tables.flashcards.rows.keys()]).toEqual([11]);
  });

  it('shares one request between concurrent callers of the same key', async () => {
    let resolve: (v: number) => void = () => undefined;
    const fn = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const a = files.dedupe('k', fn);
    const b = files.dedupe('k', fn);
    resolve(1);
    expect(await Promise.all([a, b])).toEqual([1, 1]);
    expect(fn).toHaveBeenCalledTimes(1);
    await files.dedupe('k', async () => 2);
  });
});
