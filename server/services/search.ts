import { sql } from 'kysely';
import type { SearchHit } from '../../contract/search';
import type { Db } from '../db/database';
import {
  rankPassages,
  type CorpusStats,
  type Passage,
  type ScoredPassage,
} from '../assistant/rank';
import { reciprocalRankFusion } from '../assistant/fusion';
import { analyzeWords } from '../assistant/text';
import type { EmbeddingsService } from './embeddings';
import { snippetOf } from './snippet';
import type { CurrentUser } from '../auth/current-user';

/** How many full-text candidates the re-ranker reads. */
const CANDIDATES = 100;

export interface ChunkPassage extends Passage {
  chunkId: number;
  fileIdNumber: number;
  fileType: string;
}

interface CandidateRow {
  id: number;
  file_id: number;
  text: string;
  page_start: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  file_name: string;
  file_type: string;
}

/**
 * Retrieval over the caller's own chunks: the database's full-text index (SQLite FTS5 or
 * PostgreSQL tsvector) proposes candidates, the assistant's ranker orders them.
 */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly embeddings: EmbeddingsService | null = null,
  ) {}

  async rank(
    user: CurrentUser,
    query: string,
    k: number,
    fileIds: number[] = [],
  ): Promise<ScoredPassage[]> {
    const words = queryWords(query);
    if (words.size === 0) return [];
    const [lexical, nearest] = await Promise.all([
      this.candidates(user.id, [...words.values()], fileIds),
      this.embeddings ? this.embeddings.nearest(user.id, query, fileIds) : Promise.resolve([]),
    ]);
    const candidates = [...lexical, ...(await this.missing(user.id, lexical, nearest))];
    if (candidates.length === 0) return [];
    const stats = await this.stats(user.id, words, fileIds);
    if (nearest.length === 0) return rankPassages(query, candidates.map(toPassage), stats, k);
    // Hybrid: fuse the ranker's order with the embedding order (reciprocal rank fusion).
    const ranked = rankPassages(query, candidates.map(toPassage), stats, candidates.length);
    const byChunk = new Map(ranked.map((r) => [String((r.passage as ChunkPassage).chunkId), r]));
    const fused = reciprocalRankFusion([[...byChunk.keys()], nearest]);
    return fused.flatMap((f) => byChunk.get(f.id) ?? []).slice(0, k);
  }

  /** Rows of embedding-nearest chunks the full-text stage did not propose. */
  private async missing(
    userId: number,
    lexical: CandidateRow[],
    nearest: string[],
  ): Promise<CandidateRow[]> {
    const have = new Set(lexical.map((r) => String(r.id)));
    const ids = nearest.filter((id) => !have.has(id)).map(Number);
    if (ids.length === 0) return [];
    return this.db.kysely
      .selectFrom('chunks as c')
      .innerJoin('files as f', 'f.id', 'c.file_id')
      .select([
        'c.id',
        'c.file_id',
        'c.text',
        'c.page_start',
        'c.start_seconds',
        'c.end_seconds',
        'f.file_name',
        'f.file_type',
      ])
      .where('c.user_id', '=', userId)
      .where('c.id', 'in', ids)
      .execute();
  }

  async search(user: CurrentUser, query: string, k: number): Promise<SearchHit[]> {
    const ranked = await this.rank(user, query, k);
    return ranked.map((r) => {
      const p = r.passage as ChunkPassage;
      const { snippet, highlights } = snippetOf(r, query);
      return {
        chunk_id: p.chunkId,
        file_id: p.fileIdNumber,
        file_name: p.fileName ?? '',
        file_type: p.fileType,
        page: p.page ?? null,
        start_seconds: p.startSeconds ?? null,
        end_seconds: p.endSeconds ?? null,
        score: Math.round(r.score * 1000) / 1000,
        snippet,
        highlights,
      };
    });
  }

  private async candidates(
    userId: number,
    words: string[],
    fileIds: number[],
  ): Promise<CandidateRow[]> {
    const scope = fileIds.length > 0 ? sql`and c.file_id in (${sql.join(fileIds)})` : sql``;
    if (this.db.dialect === 'postgres') {
      const tsquery = words.join(' | ');
      const result = await sql<CandidateRow>`
        select c.id, c.file_id, c.text, c.page_start, c.start_seconds, c.end_seconds, f.file_name, f.file_type
        from chunks c join files f on f.id = c.file_id
        where c.user_id = ${userId} and c.tsv @@ to_tsquery('english', ${tsquery}) ${scope}
        order by ts_rank(c.tsv, to_tsquery('english', ${tsquery})) desc, c.id
        limit ${CANDIDATES}`.execute(this.db.kysely);
      return result.rows;
    }
    const match = words.map((w) => `"${w}"`).join(' OR ');
    const result = await sql<CandidateRow>`
      select c.id, c.file_id, c.text, c.page_start, c.start_seconds, c.end_seconds, f.file_name, f.file_type
      from chunks_fts join chunks c on c.id = chunks_fts.rowid join files f on f.id = c.file_id
      where chunks_fts match ${match} and c.user_id = ${userId} ${scope}
      order by bm25(chunks_fts), c.id
      limit ${CANDIDATES}`.execute(this.db.kysely);
    return result.rows;
  }

  /** Corpus statistics of the caller's own chunks, so no other user's material shapes the ranking. */
  private async stats(
    userId: number,
    words: Map<string, string>,
    fileIds: number[],
  ): Promise<CorpusStats> {
    const scope = fileIds.length > 0 ? sql`and c.file_id in (${sql.join(fileIds)})` : sql``;
    const totals = await sql<{ n: number; avg: number | null }>`
      select count(*) as n, avg(word_count) as avg from chunks c where c.user_id = ${userId} ${scope}`.execute(
      this.db.kysely,
    );
    const freq = new Map<string, number>();
    for (const [stem, word] of words) {
      const row =
        this.db.dialect === 'postgres'
          ? await sql<{
              n: number;
            }>`select count(*) as n from chunks c where c.user_id = ${userId} and c.tsv @@ to_tsquery('english', ${word}) ${scope}`.execute(
              this.db.kysely,
            )
          : await sql<{
              n: number;
            }>`select count(*) as n from chunks_fts join chunks c on c.id = chunks_fts.rowid where chunks_fts match ${`"${word}"`} and c.user_id = ${userId} ${scope}`.execute(
              this.db.kysely,
            );
      freq.set(stem, Number(row.rows[0]?.n ?? 0));
    }
    const total = totals.rows[0];
    return {
      docCount: Number(total?.n ?? 0),
      avgDocLength: Number(total?.avg ?? 1) || 1,
      docFreq: (stem) => freq.get(stem) ?? 0,
    };
  }
}

/** Content words of the query, keyed by stem, safe to put in a full-text query (letters and digits only). */
function queryWords(query: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of analyzeWords(query)) {
    if (w.stop) continue;
    const safe = w.lower.replace(/[^\p{L}\p{N}]/gu, '');
    if (safe && !out.has(w.stem)) out.set(w.stem, safe);
  }
  return out;
}

function toPassage(row: CandidateRow): ChunkPassage {
  return {
    id: String(row.id).padStart(12, '0'),
    chunkId: row.id,
    text: row.text,
    fileId: String(row.file_id),
    fileIdNumber: row.file_id,
    fileName: row.file_name,
    fileType: row.file_type,
    page: row.page_start,
    startSeconds: row.start_seconds,
    endSeconds: row.end_seconds,
  };
}
