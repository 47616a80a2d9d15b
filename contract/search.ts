import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const SearchQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().min(1, { message: 'must not be blank' }).max(1000),
    k: z.coerce.number().int().min(1).max(50).default(10),
  }),
);
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = lazySchema(() =>
  z.object({
    chunk_id: z.number().int(),
    file_id: z.number().int(),
    file_name: z.string(),
    file_type: z.string(),
    page: z.number().int().nullable(),
    start_seconds: z.number().nullable(),
    end_seconds: z.number().nullable(),
    score: z.number(),
    /** Plain text; `highlights` are [start, end) character ranges of matched words, so no HTML crosses the wire. */
    snippet: z.string(),
    highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  }),
);
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    data: z.object({ hits: z.array(SearchHit) }),
  }),
);
export type SearchResponse = z.infer<typeof SearchResponse>;
