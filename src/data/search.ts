import { SearchResponse, type SearchHit } from '../../contract';
import { ApiError, apiFetch, NETWORK_ERROR } from './api';
import { searchOnDevice } from './device-engine';
import { isTransient } from './outbox/sender';

export type { SearchHit } from '../../contract';

export const SEARCH_RESULTS = 10;

export interface SearchResults {
  hits: SearchHit[];
  /** Found on this device (offline, or the server could not be reached). */
  onDevice: boolean;
}

/**
 * GET /api/v1/search; offline, or when the server cannot be reached, the same search over the
 * chunks mirrored on this device (same hits, snippets and highlights for the same chunks).
 * Results are for the moment only, so they are not stored.
 */
export async function search(q: string, k: number = SEARCH_RESULTS): Promise<SearchResults> {
  const query = q.trim();
  if (typeof navigator === 'undefined' || navigator.onLine) {
    try {
      const params = new URLSearchParams({ q: query, k: String(k) });
      const res = await apiFetch(`/api/v1/search?${params.toString()}`, {
        schema: SearchResponse,
      });
      return { hits: res.data.hits, onDevice: false };
    } catch (error) {
      if (!isTransient(error)) throw error;
    }
  }
  const hits = await searchOnDevice(query, k);
  // Nothing mirrored yet: the usual network error says why there are no results.
  if (hits === null) throw new ApiError(0, NETWORK_ERROR);
  return { hits, onDevice: true };
}
