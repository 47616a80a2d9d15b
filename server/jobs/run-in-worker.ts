import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { Chunk, StudySet } from '../processing/types';
import type { ProcessRequest, WorkerMessage } from './worker-protocol';

export type WorkerOutcome =
  | { ok: true; chunks: Chunk[]; study: StudySet; pageCount: number | null }
  | { ok: false; message: string; expected: boolean };

/** Loads the TypeScript worker through tsx: the fallback when the compiled one cannot be built. */
const BOOT_URL = new URL('./processing-worker-boot.mjs', import.meta.url);

/**
 * A 16 MB young generation (V8's default is larger) trims ~20 MB of peak RSS off a 300-page PDF
 * at no measurable cost in time.
 */
export const WORKER_RESOURCE_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 1536,
  maxYoungGenerationSizeMb: 16,
};

let building: Promise<string> | null = null;
let warned = false;

/**
 * The compiled worker (dist-server/processing-worker.mjs), rebuilt first when a source changed;
 * the tsx boot file when it cannot be built (no esbuild in the install).
 */
export async function processingWorkerUrl(): Promise<URL> {
  building ??= import('../../scripts/build-worker').then(({ buildWorker }) => buildWorker());
  try {
    return pathToFileURL(await building);
  } catch (error) {
    if (!warned) console.warn('Running processing through tsx: the worker build failed', error);
    warned = true;
    return BOOT_URL;
  } finally {
    building = null;
  }
}

/**
 * Processes one file in a fresh worker thread with a time limit. A fresh thread per job
 * bounds memory (its heap is freed at exit) and lets a runaway extractor be terminated.
 */
export async function runInWorker(
  request: ProcessRequest,
  timeoutMs: number,
  onExtracted: (pageCount: number | null) => void,
  workerUrl?: URL,
): Promise<WorkerOutcome> {
  const url = workerUrl ?? (await processingWorkerUrl());
  return new Promise((resolve) => {
    const worker = new Worker(url, {
      workerData: request,
      resourceLimits: WORKER_RESOURCE_LIMITS,
      // The compiled worker needs none of the parent's per-thread flags, and inheriting them would
      // load tsx into it too (~20 MB) or, with --enable-source-maps, pdf.js's source maps (~80 MB).
      execArgv: url === BOOT_URL ? undefined : [],
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
