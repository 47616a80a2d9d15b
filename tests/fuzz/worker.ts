// One fuzz worker thread: extracts the files it is sent, one at a time, with the real extractors
// (OCR replaced by an engine that reads nothing, so a picture costs milliseconds, not seconds),
// and says how each ended: extracted, refused with a message for the student, or crashed.
import { parentPort } from 'node:worker_threads';
import { extractFile } from '../../server/processing/extract/index';
import { ProcessingError } from '../../server/processing/types';

export interface FuzzRequest {
  id: number;
  path: string;
  fileName: string;
}

export type FuzzOutcome =
  | { id: number; outcome: 'extracted'; detail: string }
  | { id: number; outcome: 'refused'; detail: string }
  | { id: number; outcome: 'crashed'; detail: string };

const blindOcr = async () => ({
  recognize: async () => '',
  terminate: async () => undefined,
});

async function handle(request: FuzzRequest): Promise<FuzzOutcome> {
  try {
    const { sniffed } = await extractFile(
      { path: request.path, fileName: request.fileName },
      {},
      { ocr: blindOcr },
    );
    return { id: request.id, outcome: 'extracted', detail: sniffed.kind };
  } catch (error) {
    if (error instanceof ProcessingError && error.message.length > 0) {
      return { id: request.id, outcome: 'refused', detail: error.code };
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { id: request.id, outcome: 'crashed', detail };
  }
}

parentPort?.on('message', (request: FuzzRequest) => {
  void handle(request).then((outcome) => parentPort?.postMessage(outcome));
});
