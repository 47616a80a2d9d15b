// The PDF page thread: reads a PDF's pages (text layer, OCR where needed) and sends each to the
// processing worker as soon as it is read, so the study engine works on page n while this thread
// reads page n + 1. It loads pdf.js and the extraction code only, so it starts quickly.
import { workerData } from 'node:worker_threads';
import { resolveLimits } from '../processing/extract/limits';
import { extractPdf } from '../processing/extract/pdf/index';
import { ProcessingError } from '../processing/types';
import type { PdfPagesMessage, PdfPagesWorkerData } from './thread-protocol';

const { port, path, fileName, maxPages } = workerData as PdfPagesWorkerData;
const post = (message: PdfPagesMessage) => port.postMessage(message);

try {
  const { segments: _sent, ...document } = await extractPdf(
    { path, fileName },
    resolveLimits({ maxPages }),
    { onPage: (part, progress) => post({ type: 'page', part, progress }) },
  );
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
