import { MessageChannel, Worker, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import type { Chunk, PageProgress, StudySet } from '../processing/types';
import { processingWorkerScripts, TSX_BOOT_URL, type WorkerScripts } from './compiled-threads';
import type { ThreadStats } from './job-timeline';
import type {
  PdfPagesWorkerData,
  ProcessingWorkerData,
  ProcessRequest,
  WorkerMessage,
} from './thread-protocol';

export type { WorkerScripts };

/** What a job reports while it runs. */
export interface JobHooks {
  /** Extraction is done (status `extracted`). */
  onExtracted: (pageCount: number | null) => void;
  /** Another page of a PDF was read. */
  onProgress?: (progress: PageProgress) => void;
  /**
   * The chunks are final (the study set is still being built): the server prepares their rows
   * meanwhile. They come in the outcome too.
   */
  onChunks?: (chunks: Chunk[]) => void;
  /** A step of the job happened now (the threads started, came online): for its timeline. */
  onStep?: (step: string) => void;
}

export type WorkerOutcome =
  | {
      ok: true;
      chunks: Chunk[];
      study: StudySet;
      pageCount: number | null;
      threads: { processing: ThreadStats; pages: ThreadStats | null };
    }
  | { ok: false; message: string; expected: boolean };

/**
 * A 16 MB young generation (V8's default is larger) trims ~20 MB of peak RSS off a 300-page PDF
 * at no measurable cost in time.
 */
export const WORKER_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 1536,
  maxYoungGenerationSizeMb: 16,
};

/** The page thread reading a PDF for the processing worker, and the port it sends pages to. */
function startPageThread(
  script: URL,
  request: ProcessRequest & { path: string },
): { thread: Worker; pages: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  const workerData: PdfPagesWorkerData = {
    port: port1,
    path: request.path,
    fileName: request.fileName,
    maxPages: request.maxPages,
  };
  const thread = new Worker(script, {
    workerData,
    transferList: [port1],
    resourceLimits: WORKER_RESOURCE_LIMITS,
    execArgv: [],
  });
  return { thread, pages: port2 };
}

/**
 * Processes one file in fresh worker threads with a time limit. Fresh threads per job bound
 * memory (their heaps are freed at exit) and let a runaway extractor be terminated. A PDF is read
 * by a second thread started alongside, so extraction and the study engine run in parallel.
 */
export async function runInThread(
  request: ProcessRequest,
  timeoutMs: number,
  hooks: JobHooks,
  scripts?: WorkerScripts,
): Promise<WorkerOutcome> {
  const { processing: url, pdfPages } = scripts ?? processingWorkerScripts();
  const { path } = request;
  const pageThread =
    pdfPages && path !== null && request.sourceKind === 'pdf'
      ? startPageThread(pdfPages, { ...request, path })
      : null;
  return new Promise((resolve) => {
    const workerData: ProcessingWorkerData = { request, pdfPages: pageThread?.pages ?? null };
    const worker = new Worker(url, {
      workerData,
      transferList: pageThread ? [pageThread.pages] : [],
      resourceLimits: WORKER_RESOURCE_LIMITS,
      // The compiled worker needs none of the parent's per-thread flags, and inheriting them would
      // load tsx into it too (~20 MB) or, with --enable-source-maps, pdf.js's source maps (~80 MB).
      execArgv: url === TSX_BOOT_URL ? undefined : [],
    });
    hooks.onStep?.('threads created');
    worker.once('online', () => hooks.onStep?.('processing thread online'));
    pageThread?.thread.once('online', () => hooks.onStep?.('page thread online'));
    let settled = false;
    let chunks: Chunk[] = [];
    const finish = (outcome: WorkerOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      void pageThread?.thread.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      const minutes = Math.round(timeoutMs / 60_000);
      finish({
        ok: false,
        expected: true,
        message: `Processing took longer than ${minutes > 0 ? `${minutes} minutes` : `${Math.round(timeoutMs / 1000)} seconds`} and was stopped. Try splitting the file into smaller parts.`,
      });
    }, timeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'extracted') hooks.onExtracted(message.pageCount);
      else if (message.type === 'progress') hooks.onProgress?.(message.progress);
      else if (message.type === 'chunks') {
        chunks = message.chunks;
        hooks.onChunks?.(chunks);
      } else if (message.type === 'done')
        finish({
          ok: true,
          chunks,
          study: message.study,
          pageCount: message.pageCount,
          threads: message.threads,
        });
      else finish({ ok: false, message: message.message, expected: message.expected });
    });
    const onError = (error: Error) => {
      const outOfMemory = /memory/i.test(error.message);
      finish({
        ok: false,
        expected: outOfMemory,
        message: outOfMemory
          ? 'This file needs more memory to process than the server allows. Try a smaller file.'
          : error.message,
      });
    };
    worker.on('error', onError);
    // A crash of the page thread (out of memory on a huge page) fails the job the same way.
    pageThread?.thread.on('error', onError);
    worker.on('exit', (code) => {
      if (!settled)
        finish({
          ok: false,
          expected: false,
          message: `processing worker exited with code ${code}`,
        });
    });
  });
}
