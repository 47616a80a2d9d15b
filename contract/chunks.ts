import { z } from 'zod';
import { SyncInfo } from './sync';
import { lazySchema } from './lazy-schema';

/** A chunk of a processed file as the client mirrors it for offline search and answers. */
export const ChunkRecord = lazySchema(() =>
  z.object({
    id: z.number().int(),
    file_id: z.number().int(),
    file_name: z.string(),
    file_type: z.string(),
    text: z.string(),
    /** The page the chunk starts on (PDF), else null. */
    page: z.number().int().nullable(),
    start_seconds: z.number().nullable(),
    end_seconds: z.number().nullable(),
  }),
);
export type ChunkRecord = z.infer<typeof ChunkRecord>;

/**
 * GET /api/v1/chunks?updated_since=&limit=: the caller's chunks changed since the cursor, in
 * the incremental-list convention of the other list calls (README "API").
 */
export const ChunkListResponse = lazySchema(() =>
  z.object({
    items: z.array(ChunkRecord),
    sync: SyncInfo,
  }),
);
export type ChunkListResponse = z.infer<typeof ChunkListResponse>;
