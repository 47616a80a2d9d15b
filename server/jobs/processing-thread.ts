import { parentPort, workerData } from 'node:worker_threads';
import { createOpenAiSpeechToText } from '../processing/extract/stt';
import { processFile } from '../processing/pipeline';
import { ProcessingError, type PageProgress, type StudyOptions } from '../processing/types';
import { epochMs, threadStats, type ThreadStats } from './job-timeline';
import { pdfFromPageThread } from './pdf-pages';
import type { ProcessingWorkerData, WorkerMessage } from './thread-protocol';

// Runs one file through the pipeline off the main thread, so the server stays responsive. A PDF's
// pages are read by a second thread (./pdf-pages-thread.ts) and arrive on `pdfPages`.
const startedAt = epochMs();
const { request, pdfPages } = workerData as ProcessingWorkerData;
let pageThreadStats: ThreadStats | null = null;
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

/**
 * Pages read are reported at most this often (and always the first and the last): the server
 * shows them every second, and a message per page costs the worker time on a busy machine.
 */
const PROGRESS_MS = 100;
let progressAt = -Infinity;

function postProgress(progress: PageProgress): void {
  const now = performance.now();
  const edge = progress.pagesRead <= 1 || progress.pagesRead >= progress.pageCount;
  if (!edge && now - progressAt < PROGRESS_MS) return;
  progressAt = now;
  post({ type: 'progress', progress });
}

async function run(): Promise<void> {
  try {
    const result = await processFile(
      {
        path: request.path ?? '',
        fileName: request.fileName,
        sidecarPath: request.sidecarPath ?? undefined,
        youtubeUrl: request.youtubeUrl ?? undefined,
      },
      {
        limits: { maxPages: request.maxPages },
        language: request.language,
        comprehensionLevel: request.comprehensionLevel as StudyOptions['comprehensionLevel'],
        stt: request.stt
          ? createOpenAiSpeechToText({
              baseUrl: request.stt.baseUrl,
              model: request.stt.model,
              apiKey: request.stt.apiKey ?? undefined,
            })
          : undefined,
        onProgress: postProgress,
        onStage: (_stage, document) =>
          post({ type: 'extracted', pageCount: document.pageCount ?? null }),
        onChunks: (chunks) => post({ type: 'chunks', chunks }),
        extractDeps: pdfPages
          ? { pdf: pdfFromPageThread(pdfPages, (stats) => (pageThreadStats = stats)) }
          : undefined,
      },
    );
    const pageCount = result.document.pageCount ?? null;
    post({
      type: 'done',
      study: result.study,
      pageCount,
      threads: { processing: threadStats(startedAt), pages: pageThreadStats },
    });
  } catch (error) {
    if (error instanceof ProcessingError) {
      post({ type: 'failed', message: error.message, expected: true });
    } else {
      const detail = error instanceof Error ? error.message : String(error);
      post({ type: 'failed', message: detail, expected: false });
    }
  }
}

void run();
