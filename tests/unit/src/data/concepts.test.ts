import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyConcept } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { freshDb } from './real-db';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

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

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
  apiFetch.mockReset();
});

const ids = async () => (await db.keyConcepts.toArray()).map((c) => c.id).sort((a, b) => a - b);

describe('key concepts data', () => {
  it('replaces the concepts of a file and de-duplicates requests in flight', async () => {
    await db.keyConcepts.bulkPut([concept(9), concept(20, 2)]);
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { key_concepts: [concept(1), concept(2)] },
    });
    await Promise.all([concepts.pullKeyConcepts(1), concepts.pullKeyConcepts(1)]);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/files/1/key-concepts');
    expect(await ids()).toEqual([1, 2, 20]);
  });

  it('creates with is_custom true; the row takes the server’s id', async () => {
    apiFetch.mockResolvedValueOnce({ status: 'success', data: concept(3), message: 'ok' });
    const { item: saved } = await concepts.createConcept(1, {
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 2,
    });
    const [path, init] = apiFetch.mock.calls[0] as [string, { method: string; body: string }];
    expect(path).toBe('/api/v1/files/1/key-concepts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      client_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      concept_title: 'T',
      concept_explanation: 'E',
      source_page_number: 2,
      is_custom: true,
    });
    expect(saved).toEqual(concept(3));
    expect(await ids()).toEqual([3]);
  });

  it('patches and deletes', async () => {
    await db.keyConcepts.put(concept(3));
    apiFetch.mockResolvedValueOnce({
      status: 'success',
      data: { ...concept(3), concept_title: 'New' },
      message: 'ok',
    });
    await concepts.updateConcept(concept(3), { concept_title: 'New' });
    expect(apiFetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'PATCH',
      body: JSON.stringify({ concept_title: 'New' }),
    });
    expect(await db.keyConcepts.get(3)).toMatchObject({ concept_title: 'New' });
    apiFetch.mockResolvedValueOnce(undefined);
    await concepts.deleteConcept(concept(3));
    expect(apiFetch.mock.calls[1]).toEqual([
      '/api/v1/files/1/key-concepts/3',
      { method: 'DELETE' },
    ]);
    expect(await ids()).toEqual([]);
  });
});
