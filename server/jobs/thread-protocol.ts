import type { MessagePort } from 'node:worker_threads';
import type { ThreadStats } from './job-timeline';
import type {
  Chunk,
  DocumentPart,
  ExtractedDocument,
  PageProgress,
  ProcessingErrorCode,
  StudySet,
} from '../processing/types';

/** What the main thread sends a processing worker thread. */
export interface ProcessRequest {
  path: string | null;
  /** What the upload's bytes were sniffed as (files.source_kind): a 'pdf' gets a page thread. */
  sourceKind: string;
  fileName: string;
  sidecarPath: string | null;
  youtubeUrl: string | null;
  language: string;
  comprehensionLevel: string;
  maxPages: number;
  stt: { baseUrl: string; model: string; apiKey: string | null } | null;
}

/** A processing worker thread's workerData: for a PDF, the port its pages arrive on. */
export interface ProcessingWorkerData {
  request: ProcessRequest;
  pdfPages: MessagePort | null;
}

/** What a processing worker thread sends back. */
export type WorkerMessage =
  | { type: 'progress'; progress: PageProgress }
  | { type: 'extracted'; pageCount: number | null }
  /** The chunks, sent once final, while the study set is still being built. */
  | { type: 'chunks'; chunks: Chunk[] }
  | {
      type: 'done';
      study: StudySet;
      pageCount: number | null;
      /** The two threads' own start and CPU (pages: null without a page thread). */
      threads: { processing: ThreadStats; pages: ThreadStats | null };
    }
  | { type: 'failed'; message: string; expected: boolean };

/** A PDF page thread's workerData. */
export interface PdfPagesWorkerData {
  port: MessagePort;
  path: string;
  fileName: string;
  maxPages: number;
}

/** One page as the page thread read it. */
export interface PageRead {
  part: DocumentPart;
  progress: PageProgress;
}

/**
 * What a PDF page thread sends the processing worker: pages in order (a few per message, see
 * ./pdf-pages-thread.ts), then the end.
 */
export type PdfPagesMessage =
  | { type: 'pages'; pages: PageRead[] }
  | { type: 'done'; document: Omit<ExtractedDocument, 'segments'>; stats: ThreadStats }
  | { type: 'failed'; code: ProcessingErrorCode | null; message: string };
