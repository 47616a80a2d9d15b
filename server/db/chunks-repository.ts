// Writes of a file's chunks, the passages search and the assistant read. (The retrieval queries
// themselves live with the search service, which owns the full-text SQL of each dialect.)
import type { Insertable, Kysely } from 'kysely';
import type { ChunksTable, Database } from './schema';

export type NewChunk = Insertable<ChunksTable>;

export class ChunksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async deleteOfFile(fileId: number): Promise<void> {
    await this.db.deleteFrom('chunks').where('file_id', '=', fileId).execute();
  }

  /** Inserts in batches (one statement per batch keeps a large book's insert fast). */
  async insertMany(chunks: NewChunk[], batchSize = 100): Promise<void> {
    for (let i = 0; i < chunks.length; i += batchSize)
      await this.db
        .insertInto('chunks')
        .values(chunks.slice(i, i + batchSize))
        .execute();
  }
}
