// The chunk mirror's source: the caller's chunks changed since a cursor (README "Incremental
// lists"), so a device can search and answer from them offline with the same engine.
import type { ChunkRecord } from '../../contract/chunks';
import type { CurrentUser } from '../auth/current-user';
import type { ChunkChangeRow, ChunksRepository } from '../db/chunks-repository';
import type { DeletionsRepository } from '../db/deletions-repository';
import { listChanges, type ChangeListing } from './changes';

export function toChunkRecord(row: ChunkChangeRow): ChunkRecord {
  return {
    id: row.id,
    file_id: row.file_id,
    file_name: row.file_name,
    file_type: row.file_type,
    text: row.text,
    page: row.page_start,
    start_seconds: row.start_seconds,
    end_seconds: row.end_seconds,
  };
}

export class ChunksService {
  constructor(
    private readonly chunks: ChunksRepository,
    private readonly deletions: DeletionsRepository,
  ) {}

  /** One page of the caller's chunk changes; chunks replaced by re-processing come as deleted ids. */
  changes(
    user: CurrentUser,
    since: string,
    limit: number | null,
  ): Promise<ChangeListing<ChunkChangeRow>> {
    return listChanges(
      since,
      limit,
      (after, max) => this.chunks.changedAfter(user.id, after, max),
      (from) => this.deletions.since(user.id, 'chunk', from),
    );
  }
}
