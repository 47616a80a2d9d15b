// The chunk mirror: the chunks of the user's processed files, kept in their database so search
// and chat answers work on this device (the engine worker reads them). A collection of the
// mirror (src/data/mirror): pulled incrementally with the other lists, in pages; chunks replaced
// by re-processing come back as deleted ids, and a file's chunks go with the file.
import { ChunkListResponse, type ChunkRecord } from '../../contract';
import { apiFetch } from './api';
import type { MirrorCollection } from './mirror/pull';

/** Chunks per answer: about 1.5 MB of text, so a phone applies a page in one short transaction. */
export const CHUNK_PAGE = 1000;

export const CHUNKS: MirrorCollection<ChunkRecord> = {
  name: 'chunks',
  queueKey: 'chunk',
  async fetch(cursor) {
    const params = new URLSearchParams({ updated_since: cursor, limit: String(CHUNK_PAGE) });
    const res = await apiFetch(`/api/v1/chunks?${params.toString()}`, {
      schema: ChunkListResponse,
    });
    return { items: res.items, sync: res.sync };
  },
  tables: (db) => [db.chunks],
  put: async (db, items) => void (await db.chunks.bulkPut(items)),
  remove: (db, ids) => db.chunks.bulkDelete(ids),
  localIds: (db) => db.chunks.toCollection().primaryKeys(),
};
