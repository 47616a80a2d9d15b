// A ranked chunk as the search call answers it: the server's GET /api/v1/search and the device's
// offline search (the engine worker) give the same shape (contract/'s SearchHit), built here once.
import type { ScoredPassage } from './rank';
import { snippetOf } from './snippet';
import type { Passage } from './types';

/** A chunk as the ranker reads it, with the ids and type the hit names. */
export interface ChunkPassage extends Passage {
  chunkId: number;
  fileIdNumber: number;
  fileType: string;
}

export interface ChunkHit {
  chunk_id: number;
  file_id: number;
  file_name: string;
  file_type: string;
  page: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  score: number;
  snippet: string;
  highlights: [number, number][];
}

/** The hit for a ranked chunk: its best sentence with the query's words marked, score to 3 places. */
export function chunkHitOf(ranked: ScoredPassage, query: string): ChunkHit {
  const p = ranked.passage as ChunkPassage;
  const { snippet, highlights } = snippetOf(ranked, query);
  return {
    chunk_id: p.chunkId,
    file_id: p.fileIdNumber,
    file_name: p.fileName ?? '',
    file_type: p.fileType,
    page: p.page ?? null,
    start_seconds: p.startSeconds ?? null,
    end_seconds: p.endSeconds ?? null,
    score: Math.round(ranked.score * 1000) / 1000,
    snippet,
    highlights,
  };
}
