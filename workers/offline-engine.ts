// The engine on this device: search and chat answers over the chunks mirrored into the user's
// database, ranked, cut into snippets and worded by the same engine/ the server runs, so a result
// given here matches the server's for the same chunks. Runs in the engine worker.
import type { ComprehensionLevel, FileRecord, SearchHit } from '../contract';
import { composeAnswer } from '../engine/assistant/answer';
import { answerCollectionQuestion, type CollectionData } from '../engine/assistant/collection';
import { detectCollectionIntent } from '../engine/assistant/collection-intent';
import { MemoryIndex, type PassageScope } from '../engine/assistant/memory-index';
import type { ScoredPassage } from '../engine/assistant/rank';
import { chunkHitOf, type ChunkPassage } from '../engine/assistant/search-hit';
import type { Passage } from '../engine/assistant/types';
import type { ChunkRow, MnemoDb } from '../src/data/database';

/** As many passages as the server composes an answer from (server/services/assistant-answerer). */
export const ANSWER_PASSAGES = 8;

/** A chunk as the ranker reads it, with the id the server gives it (ties break on it). */
function toPassage(chunk: ChunkRow): ChunkPassage {
  return {
    id: String(chunk.id).padStart(12, '0'),
    chunkId: chunk.id,
    text: chunk.text,
    fileId: String(chunk.file_id),
    fileIdNumber: chunk.file_id,
    fileName: chunk.file_name,
    fileType: chunk.file_type,
    page: chunk.page,
    startSeconds: chunk.start_seconds,
    endSeconds: chunk.end_seconds,
  };
}

/** The search hit of the API (GET /api/v1/search) for a ranked chunk. */
export function toHit(ranked: ScoredPassage, query: string): SearchHit {
  return chunkHitOf(ranked, query);
}

/**
 * The link a citation made here points to: the file's own URL as the file list gave it (the
 * server cites the same), else a content path of the file, which the conversation view opens
 * in the viewer by its id.
 */
function citationUrlOf(files: Map<number, FileRecord>, origin: string) {
  return (p: Passage): string | null => {
    const passage = p as ChunkPassage;
    const url = files.get(passage.fileIdNumber)?.file_url;
    if (url) return url;
    const name = encodeURIComponent(passage.fileName ?? 'file');
    return `${origin}/api/v1/files/${passage.fileIdNumber}/content/offline/${name}`;
  };
}

/**
 * How the mirror looks, cheaply: its count and its lowest and highest ids. Chunk ids only grow
 * (a file processed again gets new ones), so any chunk added or removed changes one of them.
 */
async function mirrorVersion(db: MnemoDb): Promise<string> {
  const [count, first, last] = await Promise.all([
    db.chunks.count(),
    db.chunks.orderBy(':id').firstKey(),
    db.chunks.orderBy(':id').lastKey(),
  ]);
  return `${count}:${String(first)}:${String(last)}`;
}

/** The index of one user's mirrored chunks, brought up to date before each question. */
export class OfflineEngine {
  private readonly index = new MemoryIndex({ keepAnalysis: false });
  private readonly indexed = new Set<number>();
  private version: string | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: MnemoDb,
    private readonly origin: string,
  ) {}

  /** How many chunks the index holds, after catching up with the mirror. */
  async size(): Promise<number> {
    await this.refresh();
    return this.index.size;
  }

  /** GET /api/v1/search, answered here; null when no chunk is mirrored yet. */
  async search(query: string, k: number): Promise<SearchHit[] | null> {
    await this.refresh();
    if (this.index.size === 0) return null;
    return this.index.search(query, k).map((ranked) => toHit(ranked, query));
  }

  /**
   * The built-in engine's markdown answer, as the server composes it (collection questions from
   * the mirrored files, concepts and quiz questions; anything else from the best chunks of the
   * chat's files); null when nothing is mirrored to answer from.
   */
  async answer(
    question: string,
    fileIds: readonly number[],
    level: ComprehensionLevel,
  ): Promise<string | null> {
    await this.refresh();
    const files = new Map((await this.db.files.toArray()).map((f) => [f.id, f]));
    if (detectCollectionIntent(question)) {
      const answer = answerCollectionQuestion(question, await this.collection(files));
      if (answer !== null) return answer;
    }
    if (this.index.size === 0) return null;
    const scope = new Set(fileIds);
    const inScope: PassageScope | undefined =
      scope.size > 0 ? (p) => scope.has((p as ChunkPassage).fileIdNumber) : undefined;
    const ranked = this.index.search(question, ANSWER_PASSAGES, undefined, inScope);
    return composeAnswer(question, ranked, {
      comprehensionLevel: level,
      citationUrl: citationUrlOf(files, this.origin),
    });
  }

  /**
   * Catches up with the mirror: chunks are never edited (a file processed again gets new
   * ones), so comparing ids tells what to add and what to drop. Nothing more is read while the
   * mirror looks as it did when indexed.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.catchUp().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async catchUp(): Promise<void> {
    const version = await mirrorVersion(this.db);
    if (version === this.version) return;
    const ids = new Set(await this.db.chunks.toCollection().primaryKeys());
    for (const id of this.indexed) {
      if (ids.has(id)) continue;
      this.index.remove(String(id).padStart(12, '0'));
      this.indexed.delete(id);
    }
    const added = [...ids].filter((id) => !this.indexed.has(id));
    const BATCH = 2000;
    for (let i = 0; i < added.length; i += BATCH) {
      const rows = await this.db.chunks.bulkGet(added.slice(i, i + BATCH));
      for (const row of rows) {
        if (!row) continue;
        this.index.add(toPassage(row));
        this.indexed.add(row.id);
      }
    }
    this.version = version;
  }

  /** The collection as the server's assistant reads it, from what this device holds. */
  private async collection(files: Map<number, FileRecord>): Promise<CollectionData> {
    const [concepts, quizzes] = await Promise.all([
      this.db.keyConcepts.toArray(),
      this.db.quizQuestions.toArray(),
    ]);
    const titles = new Map(concepts.map((c) => [c.id, c.concept_title]));
    // In the server's orders: files newest first, concepts file by file, questions by id.
    const newestFirst = [...files.values()].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    );
    concepts.sort((a, b) => a.file_id - b.file_id || a.id - b.id);
    quizzes.sort((a, b) => a.id - b.id);
    return {
      files: newestFirst.map((f) => ({
        id: String(f.id),
        file_name: f.file_name,
        file_type: f.file_type,
        status: f.status,
        url: f.file_url,
      })),
      concepts: concepts.map((c) => ({
        file_id: String(c.file_id),
        concept_title: c.concept_title,
        concept_explanation: c.concept_explanation,
        source_page_number: c.source_page_number,
        source_video_timestamp_start_seconds: c.source_video_timestamp_start_seconds,
      })),
      quizQuestions: quizzes.map((q) => ({
        file_id: String(q.file_id),
        question: q.question,
        question_type: q.question_type,
        correct_answer: q.correct_answer,
        distractors: q.distractors,
        concept_title: q.key_concept_id === null ? null : (titles.get(q.key_concept_id) ?? null),
      })),
    };
  }
}
