// The processing worker's side of the PDF page thread: a PdfExtractor whose pages arrive on a
// MessagePort, handed to the study engine one by one as they come.
import type { MessagePort } from 'node:worker_threads';
import type { PdfExtractor } from '../processing/extract/index';
import { ProcessingError, type TextSegment } from '../processing/types';
import type { ThreadStats } from './job-timeline';
import type { PdfPagesMessage } from './thread-protocol';

/** `onStats` receives the page thread's own start and CPU when it has read the last page. */
export function pdfFromPageThread(
  port: MessagePort,
  onStats?: (stats: ThreadStats) => void,
): PdfExtractor {
  return (_input, _limits, onPage) =>
    new Promise((resolve, reject) => {
      const segments: TextSegment[] = [];
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        port.removeAllListeners();
        port.close();
        outcome();
      };
      port.on('message', (message: PdfPagesMessage) => {
        try {
          if (message.type === 'pages') {
            for (const { part, progress } of message.pages) {
              segments.push(...part.segments);
              onPage?.(part, progress);
            }
          } else if (message.type === 'done') {
            onStats?.(message.stats);
            settle(() => resolve({ ...message.document, segments }));
          } else {
            const { code, message: text } = message;
            settle(() => reject(code ? new ProcessingError(code, text) : new Error(text)));
          }
        } catch (error) {
          settle(() => reject(error instanceof Error ? error : new Error(String(error))));
        }
      });
      // The page thread ended (crashed or was stopped) without a last word.
      port.on('close', () =>
        settle(() => reject(new Error('The PDF page thread stopped before the end of the file'))),
      );
    });
}
