import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));

const { search } = await import('../../../../src/data/search');

beforeEach(() => apiFetch.mockReset());

describe('search data', () => {
  it('queries with q and k and returns the hits', async () => {
    const hit = { chunk_id: 1, file_id: 2, file_name: 'a.pdf', snippet: 's', highlights: [] };
    apiFetch.mockResolvedValue({ status: 'success', data: { hits: [hit] } });
    expect(await search(' cell wall ')).toEqual([hit]);
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/search?q=cell+wall&k=10');
  });
});
