// The PDF page thread: reads a PDF's pages (text layer, OCR where needed) and sends them to the
// processing worker as they are read, so the study engine works on page n while this thread reads
// the next ones. It loads pdf.js and the extraction code only, so it starts quickly.
import { workerData } from 'node:worker_threads';
import { resolveLimits } from '../processing/extract/limits';
import { extractPdf } from '../processing/extract/pdf/index';
import { ProcessingError } from '../processing/types';
import { epochMs, threadStats } from './job-timeline';
import type { PageRead, PdfPagesMessage, PdfPagesWorkerData } from './thread-protocol';

const startedAt = epochMs();
const { port, path, fileName, maxPages } = workerData as PdfPagesWorkerData;
const post = (message: PdfPagesMessage) => port.postMessage(message);

/**
 * Pages go out together when they come faster than this: each message wakes the processing
 * worker, and on a busy machine a message per page cost the two threads about a tenth of their
 * time. The first page goes at once, and a page waits no longer than this (a slow page next,
 * such as one read by OCR, does not hold it back).
 */
const BATCH_MS = 30;
let batch: PageRead[] = [];
let sentAt = -Infinity;
let timer: NodeJS.Timeout | null = null;

function send(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (batch.length === 0) return;
  post({ type: 'pages', pages: batch });
  batch = [];
  sentAt = performance.now();
}

function queue(page: PageRead): void {
  batch.push(page);
  const waited = performance.now() - sentAt;
  if (waited >= BATCH_MS) send();
  else timer ??= setTimeout(send, BATCH_MS - waited);
}

try {
  const { segments: _sent, ...document } = await extractPdf(
    { path, fileName },
    resolveLimits({ maxPages }),
    { onPage: (part, progress) => queue({ part, progress }) },
  );
  send();
  post({ type: 'done', document, stats: threadStats(startedAt) });
} catch (error) {
  if (timer !== null) clearTimeout(timer);
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
