// The PDF page thread: reads a PDF's pages (text layer, OCR where needed) and sends each to the
// processing worker as soon as it is read, so the study engine works on page n while this thread
// reads page n + 1. It loads pdf.js and the extraction code only, so it starts quickly.
import { workerData } from 'node:worker_threads';
import { resolveLimits } from '../processing/extract/limits';
import { extractPdf } from '../processing/extract/pdf/index';
import { ProcessingError } from '../processing/types';
import type { PageRead, PdfPagesMessage, PdfPagesWorkerData } from './thread-protocol';

const { port, path, fileName, maxPages } = workerData as PdfPagesWorkerData;
const post = (message: PdfPagesMessage) => port.postMessage(message);

/**
 * Pages go out together when they come faster than this: each message wakes the processing
 * worker, and on a busy machine a message per page cost the two threads about a tenth of their
 * time. The first page goes at once.
 */
const BATCH_MS = 30;
let batch: PageRead[] = [];
let sentAt = -Infinity;

function send(): void {
  if (batch.length === 0) return;
  post({ type: 'pages', pages: batch });
  batch = [];
  sentAt = performance.now();
}

try {
  const { segments: _sent, ...document } = await extractPdf(
    { path, fileName },
    resolveLimits({ maxPages }),
    {
      onPage: (part, progress) => {
        batch.push({ part, progress });
        if (performance.now() - sentAt >= BATCH_MS) send();
      },
    },
  );
  send();
  post({ type: 'done', document });
} catch (error) {
  post(
    error instanceof ProcessingError
      ? { type: 'failed', code: error.code, message: error.message }
      : {
          type: 'failed',
          code: null,
          message: error instanceof Error ? error.message : String(error),
        },
  );
} finally {
  port.close();
}
