// The queries of a file's chunks, the passages search and the assistant read, and of their
// embeddings: writes after processing, full-text candidates and corpus statistics for ranking
// (SQLite FTS5 or a PostgreSQL tsvector), vectors for hybrid retrieval. Every read is scoped by
// owner. Built on a Kysely instance or a transaction.
import { sql, type Insertable, type Kysely } from 'kysely';
import { changedAfter, type ChangePosition } from './changes';
import type { Dialect } from './dialect';
import { DeletionsRepository } from './deletions-repository';
import type { ChunkEmbeddingsTable, ChunksTable, Database } from './schema';

export type NewChunk = Insertable<ChunksTable>;
export type NewChunkEmbedding = Insertable<ChunkEmbeddingsTable>;

/** A chunk as retrieval reads it, with its file's name and type. */
export interface PassageRow {
  id: number;
  file_id: number;
  text: string;
  page_start: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  file_name: string;
  file_type: string;
}

/** A chunk as a device mirrors it, with the time it last changed. */
export interface ChunkChangeRow extends PassageRow {
  updated_at: string;
}

/** Chunk count, mean length and per-word document frequency over the owner's chunks. */
export interface ChunkStats {
  count: number;
  avgWords: number | null;
  /** Chunks containing each word, in the order of the words asked. */
  docFreq: number[];
}

/** What a passage needs of a chunk (`chunks as c`) and its file (`files as f`). */
const PASSAGE_COLUMNS = [
  'c.id',
  'c.file_id',
  'c.text',
  'c.page_start',
  'c.start_seconds',
  'c.end_seconds',
  'f.file_name',
  'f.file_type',
] as const;

export class ChunksRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Removes a file's chunks (re-processing), leaving tombstones for mirrors of the chunks. */
  async deleteOfFile(userId: number, fileId: number): Promise<void> {
    const gone = await this.db
      .deleteFrom('chunks')
      .where('file_id', '=', fileId)
      .returning(['id', 'file_id'])
      .execute();
    await new DeletionsRepository(this.db).record(userId, 'chunk', gone);
  }

  /** Inserts in batches (one statement per batch keeps a large book's insert fast). */
  async insertMany(chunks: NewChunk[], batchSize = 100): Promise<void> {
    for (let i = 0; i < chunks.length; i += batchSize)
      await this.db
        .insertInto('chunks')
        .values(chunks.slice(i, i + batchSize))
        .execute();
  }

  /**
   * The owner's chunks that the full-text index matches with any of `words` (letters and digits
   * only), best first by the index's own score, at most `limit`; in `fileIds` when given.
   */
  async fullTextCandidates(
    userId: number,
    words: string[],
    fileIds: number[],
    limit: number,
  ): Promise<PassageRow[]> {
    const scope = inFiles(fileIds);
    if (this.dialect === 'postgres') {
      const tsquery = words.join(' | ');
      const result = await sql<PassageRow>`
        select c.id, c.file_id, c.text, c.page_start, c.start_seconds, c.end_seconds, f.file_name, f.file_type
        from chunks c join files f on f.id = c.file_id
        where c.user_id = ${userId} and c.tsv @@ to_tsquery('english', ${tsquery}) ${scope}
        order by ts_rank(c.tsv, to_tsquery('english', ${tsquery})) desc, c.id
        limit ${limit}`.execute(this.db);
      return result.rows;
    }
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const result = await sql<PassageRow>`
      select c.id, c.file_id, c.text, c.page_start, c.start_seconds, c.end_seconds, f.file_name, f.file_type
      from chunks_fts join chunks c on c.id = chunks_fts.rowid join files f on f.id = c.file_id
      where chunks_fts match ${match} and c.user_id = ${userId} ${scope}
      order by bm25(chunks_fts), c.id
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /**
   * The owner's chunks changed after `after` (all with null), in change order, at most `limit`,
   * with their file's name and type: what a device mirrors for search and answers offline.
   */
  async changedAfter(
    userId: number,
    after: ChangePosition | null,
    limit: number | null,
  ): Promise<ChunkChangeRow[]> {
    let query = this.db
      .selectFrom('chunks as c')
      .innerJoin('files as f', 'f.id', 'c.file_id')
      .select([...PASSAGE_COLUMNS, 'c.updated_at'])
      .where('c.user_id', '=', userId);
    if (after) query = query.where(changedAfter(after, 'c'));
    query = query.orderBy('c.updated_at').orderBy('c.id');
    return (limit === null ? query : query.limit(limit)).execute();
  }

  /** The owner's chunks of these ids. */
  passagesByIds(userId: number, ids: number[]): Promise<PassageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('chunks as c')
      .innerJoin('files as f', 'f.id', 'c.file_id')
      .select(PASSAGE_COLUMNS)
      .where('c.user_id', '=', userId)
      .where('c.id', 'in', ids)
      .execute();
  }

  /** Corpus statistics of the owner's chunks (in `fileIds` when given) for `words`. */
  async stats(userId: number, words: string[], fileIds: number[]): Promise<ChunkStats> {
    const scope = inFiles(fileIds);
    const totals = await sql<{ n: number; avg: number | null }>`
      select count(*) as n, avg(word_count) as avg from chunks c where c.user_id = ${userId} ${scope}`.execute(
      this.db,
    );
    const docFreq: number[] = [];
    for (const word of words) {
      const row =
        this.dialect === 'postgres'
          ? await sql<{
              n: number;
            }>`select count(*) as n from chunks c where c.user_id = ${userId} and c.tsv @@ to_tsquery('english', ${word}) ${scope}`.execute(
              this.db,
            )
          : await sql<{
              n: number;
            }>`select count(*) as n from chunks_fts join chunks c on c.id = chunks_fts.rowid where chunks_fts match ${`"${word}"`} and c.user_id = ${userId} ${scope}`.execute(
              this.db,
            );
      docFreq.push(Number(row.rows[0]?.n ?? 0));
    }
    const total = totals.rows[0];
    return {
      count: Number(total?.n ?? 0),
      avgWords: total?.avg == null ? null : Number(total.avg),
      docFreq,
    };
  }

  /** The chunks of a file in order, as embedding needs them. */
  textsOfFile(fileId: number): Promise<{ id: number; text: string }[]> {
    return this.db
      .selectFrom('chunks')
      .select(['id', 'text'])
      .where('file_id', '=', fileId)
      .orderBy('idx')
      .execute();
  }

  /** The ids of the chunks of these files. */
  async idsOfFiles(fileIds: number[]): Promise<number[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('chunks')
      .select('id')
      .where('file_id', 'in', fileIds)
      .execute();
    return rows.map((r) => r.id);
  }

  async insertEmbeddings(rows: NewChunkEmbedding[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('chunk_embeddings').values(rows).execute();
  }

  /** Changes whenever the owner's stored vectors do (their count and newest chunk id). */
  async embeddingsVersion(userId: number): Promise<string> {
    const version = await sql<{ n: number; m: number | null }>`
      select count(*) as n, max(chunk_id) as m from chunk_embeddings where user_id = ${userId}`.execute(
      this.db,
    );
    return `${version.rows[0]?.n ?? 0}:${version.rows[0]?.m ?? 0}`;
  }

  /** Every stored vector of the owner (JSON text, as stored). */
  embeddingsOf(userId: number): Promise<{ chunk_id: number; vector: string }[]> {
    return this.db
      .selectFrom('chunk_embeddings')
      .select(['chunk_id', 'vector'])
      .where('user_id', '=', userId)
      .execute();
  }
}

const inFiles = (fileIds: number[]) =>
  fileIds.length > 0 ? sql`and c.file_id in (${sql.join(fileIds)})` : sql``;
