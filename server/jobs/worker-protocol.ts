import type { Chunk, StudySet } from '../processing/types';

/** What the main thread sends a processing worker thread. */
export interface ProcessRequest {
  path: string | null;
  fileName: string;
  sidecarPath: string | null;
  youtubeUrl: string | null;
  language: string;
  comprehensionLevel: string;
  maxPages: number;
  stt: { baseUrl: string; model: string; apiKey: string | null } | null;
}

/** What a processing worker thread sends back. */
export type WorkerMessage =
  | { type: 'extracted'; pageCount: number | null }
  | { type: 'done'; chunks: Chunk[]; study: StudySet; pageCount: number | null }
  | { type: 'failed'; message: string; expected: boolean };
