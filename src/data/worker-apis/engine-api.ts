/** The comlink boundary of engine.worker.ts; the page imports only these types (STYLE habit 2); it sits under src/data so every import points down to it. */
import type { ComprehensionLevel, SearchHit } from '../../../contract';

export interface EngineWorkerApi {
  /** Opens (or keeps) the database of the signed-in user and the origin citations link to. */
  open(dbName: string, origin: string): void;
  /** Indexes what the mirror holds now, so the first question is fast; resolves with the count. */
  warm(): Promise<number>;
  /** GET /api/v1/search answered on this device; null when no chunk is mirrored yet. */
  search(query: string, k: number): Promise<SearchHit[] | null>;
  /** The built-in engine's answer on this device; null when nothing is mirrored to answer from. */
  answer(question: string, fileIds: number[], level: ComprehensionLevel): Promise<string | null>;
  /** Closes the database (sign-out). */
  close(): void;
}
