import { Worker } from 'node:worker_threads';
import type { Chunk, StudySet } from '../processing/types';
import type { ProcessRequest, WorkerMessage } from './worker-protocol';

export type WorkerOutcome =
  | { ok: true; chunks: Chunk[]; study: StudySet; pageCount: number | null }
  | { ok: false; message: string; expected: boolean };

const WORKER_URL = new URL('./processing-worker-boot.mjs', import.meta.url);

/**
 * Processes one file in a fresh worker thread with a time limit. A fresh thread per job
 * bounds memory (its heap is freed at exit) and lets a runaway extractor be terminated.
 */
export function runInWorker(
  request: ProcessRequest,
  timeoutMs: number,
  onExtracted: (pageCount: number | null) => void,
): Promise<WorkerOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: 1536 },
    });
    let settled = false;
    const finish = (outcome: WorkerOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
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
      if (message.type === 'extracted') onExtracted(message.pageCount);
      else if (message.type === 'done')
        finish({
          ok: true,
          chunks: message.chunks,
          study: message.study,
          pageCount: message.pageCount,
        });
      else finish({ ok: false, message: message.message, expected: message.expected });
    });
    worker.on('error', (error) => {
      const outOfMemory = /memory/i.test(error.message);
      finish({
        ok: false,
        expected: outOfMemory,
        message: outOfMemory
          ? 'This file needs more memory to process than the server allows. Try a smaller file.'
          : error.message,
      });
    });
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
