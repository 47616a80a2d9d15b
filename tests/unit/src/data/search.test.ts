import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const searchOnDevice = vi.fn();
vi.mock('../../../../src/data/device-engine', () => ({
  searchOnDevice: (...a: unknown[]) => searchOnDevice(...a),
}));

const { ApiError, NETWORK_ERROR } = await import('../../../../src/data/api');
const { search } = await import('../../../../src/data/search');

const hit = { chunk_id: 1, file_id: 2, file_name: 'a.pdf', snippet: 's', highlights: [] };

beforeEach(() => {
  apiFetch.mockReset();
  searchOnDevice.mockReset();
});

describe('search data', () => {
  it('queries with q and k and returns the hits', async () => {
    apiFetch.mockResolvedValue({ status: 'success', data: { hits: [hit] } });
    expect(await search(' cell wall ')).toEqual({ hits: [hit], onDevice: false });
    expect(apiFetch.mock.calls[0]?.[0]).toBe('/api/v1/search?q=cell+wall&k=10');
    expect(searchOnDevice).not.toHaveBeenCalled();
  });

  it.each([0, 503])('searches on this device when the server answers %s', async (status) => {
    apiFetch.mockRejectedValue(new ApiError(status, NETWORK_ERROR));
    searchOnDevice.mockResolvedValue([hit]);
    expect(await search('cell wall', 5)).toEqual({ hits: [hit], onDevice: true });
    expect(searchOnDevice).toHaveBeenCalledWith('cell wall', 5);
  });

  it('keeps the network error when nothing is mirrored, and a refusal as it is', async () => {
    apiFetch.mockRejectedValue(new ApiError(0, NETWORK_ERROR));
    searchOnDevice.mockResolvedValue(null);
    await expect(search('cell')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
    apiFetch.mockRejectedValue(new ApiError(422, 'q: must not be blank'));
    await expect(search('cell')).rejects.toMatchObject({ status: 422 });
  });
});
