import { SearchResponse, type SearchHit } from '../../contract';
import { apiFetch } from './api';

export type { SearchHit } from '../../contract';

export const SEARCH_RESULTS = 10;

/** GET /api/v1/search: results are for the moment only, so they are not stored. */
export async function search(q: string, k: number = SEARCH_RESULTS): Promise<SearchHit[]> {
  const params = new URLSearchParams({ q: q.trim(), k: String(k) });
  const res = await apiFetch(`/api/v1/search?${params.toString()}`, { schema: SearchResponse });
  return res.data.hits;
}
