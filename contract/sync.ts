import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Incremental lists (README "Incremental lists"): any list call that takes `updated_since`
 * answers only what changed after the cursor it is given ("0" the first time: everything), with
 * the ids deleted since and the cursor to pass next time.
 */
export const UPDATED_SINCE_START = '0';

export const MAX_SYNC_LIMIT = 5000;

export const SyncQuery = lazySchema(() =>
  z.object({
    /** The `sync.cursor` of the previous answer, or "0" for everything. */
    updated_since: z.string().min(1).max(500).optional(),
    /** At most this many items per answer; `sync.has_more` says another page follows. */
    limit: z.coerce.number().int().min(1).max(MAX_SYNC_LIMIT).optional(),
  }),
);
export type SyncQuery = z.infer<typeof SyncQuery>;

export const SyncInfo = lazySchema(() =>
  z.object({
    /** Pass as `updated_since` next time. */
    cursor: z.string(),
    /** Everything is listed: replace the local copy (items missing from it are gone). */
    full: z.boolean(),
    /** Ids deleted since the cursor given (empty when `full`). */
    deleted_ids: z.array(z.number().int()),
    /** More changes wait: ask again at once with `cursor`. */
    has_more: z.boolean(),
  }),
);
export type SyncInfo = z.infer<typeof SyncInfo>;
