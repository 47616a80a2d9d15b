import type { SearchHit } from '../../contract/search';
import type { ChunksRepository, PassageRow } from '../db/chunks-repository';
import { rankPassages, type CorpusStats, type ScoredPassage } from '../../engine/assistant/rank';
import { reciprocalRankFusion } from '../../engine/assistant/fusion';
import { analyzeWords } from '../../engine/assistant/text';
import { questionLanguage } from '../../engine/assistant/query';
import type { Language } from '../../engine/language/codes';
import type { EmbeddingsService } from './embeddings';
import { englishRelatedWords } from '../assistant/related-words';
import { chunkHitOf, type ChunkPassage } from '../../engine/assistant/search-hit';
import type { CurrentUser } from '../auth/current-user';

/** How many full-text candidates the re-ranker reads. */
const CANDIDATES = 100;

export type { ChunkPassage };

/**
 * Retrieval over the caller's own chunks: the database's full-text index (SQLite FTS5 or
 * PostgreSQL tsvector) proposes candidates, the assistant's ranker orders them.
 */
export class SearchService {
  constructor(
    private readonly chunks: ChunksRepository,
    private readonly embeddings: EmbeddingsService | null = null,
  ) {}

  /**
   * The caller's best passages for the query. The query is read in the language its words show,
   * else in `expectedLanguage` (the student's language setting), else in English.
   */
  async rank(
    user: Pick<CurrentUser, 'id'>,
    query: string,
    k: number,
    fileIds: number[] = [],
    expectedLanguage: Language = 'en',
  ): Promise<ScoredPassage[]> {
    const language = questionLanguage(query, expectedLanguage);
    const words = queryWords(query, language);
    if (words.size === 0) return [];
    const [lexical, nearest] = await Promise.all([
      this.chunks.fullTextCandidates(user.id, [...words.values()], fileIds, CANDIDATES),
      this.embeddings ? this.embeddings.nearest(user.id, query, fileIds) : Promise.resolve([]),
    ]);
    const candidates = [...lexical, ...(await this.missing(user.id, lexical, nearest))];
    if (candidates.length === 0) return [];
    const stats = await this.stats(user.id, words, fileIds);
    const passages = candidates.map(toPassage);
    const related = language === 'en' ? await englishRelatedWords() : undefined;
    if (nearest.length === 0) {
      return rankPassages(query, passages, stats, k, undefined, undefined, language, related);
    }
    // Hybrid: fuse the ranker's order with the embedding order (reciprocal rank fusion).
    const ranked = rankPassages(
      query,
      passages,
      stats,
      passages.length,
      undefined,
      undefined,
      language,
      related,
    );
    const byChunk = new Map(ranked.map((r) => [String((r.passage as ChunkPassage).chunkId), r]));
    const fused = reciprocalRankFusion([[...byChunk.keys()], nearest]);
    return fused.flatMap((f) => byChunk.get(f.id) ?? []).slice(0, k);
  }

  /** Rows of embedding-nearest chunks the full-text stage did not propose. */
  private async missing(
    userId: number,
    lexical: PassageRow[],
    nearest: string[],
  ): Promise<PassageRow[]> {
    const have = new Set(lexical.map((r) => String(r.id)));
    const ids = nearest.filter((id) => !have.has(id)).map(Number);
    return this.chunks.passagesByIds(userId, ids);
  }

  async search(user: CurrentUser, query: string, k: number): Promise<SearchHit[]> {
    const ranked = await this.rank(user, query, k);
    return ranked.map((r) => chunkHitOf(r, query));
  }

  /** Corpus statistics of the caller's own chunks, so no other user's material shapes the ranking. */
  private async stats(
    userId: number,
    words: Map<string, string>,
    fileIds: number[],
  ): Promise<CorpusStats> {
    const stems = [...words.keys()];
    const stats = await this.chunks.stats(userId, [...words.values()], fileIds);
    const freq = new Map(stems.map((stem, i) => [stem, stats.docFreq[i] ?? 0]));
    return {
      docCount: stats.count,
      avgDocLength: Number(stats.avgWords ?? 1) || 1,
      docFreq: (stem) => freq.get(stem) ?? 0,
    };
  }
}

/** Content words of the query, keyed by stem, safe to put in a full-text query (letters and digits only). */
function queryWords(query: string, language: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of analyzeWords(query, language)) {
    if (w.stop) continue;
    const safe = w.lower.replace(/[^\p{L}\p{N}]/gu, '');
    if (safe && !out.has(w.stem)) out.set(w.stem, safe);
  }
  return out;
}

function toPassage(row: PassageRow): ChunkPassage {
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
