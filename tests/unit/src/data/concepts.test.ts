import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyConcept } from '../../../../contract';
import { memoryDb } from './fake-db';

const apiFetch = vi.fn();
let current = memoryDb();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));
vi.mock('../../../../src/data/db', () => ({ getDb: () => current.db, useDb: () => current.db }));

const concepts = await import('../../../../src/data/concepts');

const concept = (id: number, file_id = 1): KeyConcept => ({
  id,
  file_id,
  concept_title: `C${id}`,
  concept_explanation: 'E',
  source_page_number: 1,
  source_video_timestamp_start_seconds: null,
  source_video_timestamp_end_seconds: null,
  is_custom: false,
  created_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  current = memoryDb();
  apiFetch.mockReset();
});

describe('key concepts data', () => {
  it('replaces the concepts of a file and de-duplicates requests in flight', async () => {
    await current.tables.keyConcepts.bulkPut([concept(9), concept(20, 2)]);
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { key_concepts: [concept(1), concept(2)] },
    });
    await Promise.all([concepts.pullKeyConcepts(1), concepts.pullKeyConcepts(1)]);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/files/1/key-concepts');
    expect([...current.tables.keyConcepts.rows.keys()].sort()).toEqual([1, 2, 20]);
  });

  it('creates with is_custom true and reloads the list', async () => {
    apiFetch
      .mockResolvedValueOnce({ status: 'success', data: concept(3), message: 'ok' })
      .mockResolvedValueOnce({ status: 'success', data: { key_concepts: [concept(3)] } });
    await concepts.createConcept(1, {
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 2,
    });
    const [path, init] = apiFetch.mock.calls[0] as [string, { method: string; body: string }];
    expect(path).toBe('/api/v1/files/1/key-concepts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 2,
      is_custom: true,
    });
    expect(apiFetch.mock.calls[1]?.[0]).toBe('/api/v1/files/1/key-concepts');
  });

  it('patches and deletes', async () => {
    apiFetch.mockResolvedValueOnce({
      status: 'success',
      data: { ...concept(3), concept_title: 'New' },
      message: 'ok',
    });
    await concepts.updateConcept(1, 3, { concept_title: 'New' });
    expect(apiFetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PATCH' });
    expect(current.tables.keyConcepts.rows.get(3)).toMatchObject({ concept_title: 'New' });
    apiFetch.mockResolvedValueOnce(undefined);
    await concepts.deleteConcept(1, 3);
    expect(apiFetch.mock.calls[1]).toEqual([
      '/api/v1/files/1/key-concepts/3',
      { method: 'DELETE' },
    ]);
    expect(current.tables.keyConcepts.rows.has(3)).toBe(false);
  });
});
