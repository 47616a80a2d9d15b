// The page's handle on the engine worker (workers/engine.worker.ts): search and chat answers
// computed on this device from the mirrored chunks, off the page's thread. Started on first use
// for the open database, stopped at sign-out. A worker that fails (its script cannot load, it
// crashes, it does not answer) fails the calls waiting on it and is replaced by the next call.
import { wrap, type Remote } from 'comlink';
import type { ComprehensionLevel, SearchHit } from '../../contract';
import type { EngineWorkerApi } from './worker-apis/engine-api';
import { getDb } from './db';
import { textOf } from '../lib/i18n/current';

/** Building the index of a large library on a slow phone takes seconds; never this long. */
const CALL_TIMEOUT_MS = 60_000;
export const ENGINE_FAILED = 'The search on this device stopped. Please try again.';
export const DEVICE_ENGINE_TEXT = { failed: ENGINE_FAILED } as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    deviceEngine: typeof DEVICE_ENGINE_TEXT;
  }
}

const failure = () => new Error(textOf('deviceEngine', DEVICE_ENGINE_TEXT).failed);

interface Running {
  worker: Worker;
  remote: Remote<EngineWorkerApi>;
  /** The database the worker has open. */
  dbName: string;
  /** Calls waiting for the worker, failed at once if it fails. */
  waiting: Set<(error: Error) => void>;
}

let running: Running | null = null;

function start(dbName: string): Running {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'mnemo-engine',
  });
  const started: Running = {
    worker,
    remote: wrap<EngineWorkerApi>(worker),
    dbName,
    waiting: new Set(),
  };
  const fail = () => stop(started, failure());
  worker.addEventListener('error', fail);
  worker.addEventListener('messageerror', fail);
  void started.remote.open(dbName, window.location.origin);
  return started;
}

function stop(which: Running, error: Error): void {
  which.worker.terminate();
  for (const reject of which.waiting) reject(error);
  which.waiting.clear();
  if (running === which) running = null;
}

/** The worker with the signed-in user's database open, or null (signed out, or no workers). */
function engine(): Running | null {
  const db = getDb();
  if (!db || typeof Worker === 'undefined') return null;
  if (running && running.dbName !== db.name) stop(running, failure());
  running ??= start(db.name);
  return running;
}

/** Runs one call on the worker; null when there is no worker to ask. */
function call<T>(run: (remote: Remote<EngineWorkerApi>) => Promise<T>): Promise<T | null> {
  const target = engine();
  if (!target) return Promise.resolve(null);
  return new Promise<T>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => stop(target, failure()), CALL_TIMEOUT_MS);
    target.waiting.add(fail);
    run(target.remote).then(
      (value) => {
        clearTimeout(timer);
        target.waiting.delete(fail);
        resolve(value);
      },
      (error: unknown) => {
        target.waiting.delete(fail);
        fail(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** GET /api/v1/search's answer computed here; null when nothing is mirrored to search. */
export async function searchOnDevice(query: string, k: number): Promise<SearchHit[] | null> {
  return (await call((remote) => remote.search(query, k))) ?? null;
}

/** The built-in engine's answer computed here; null when there is nothing to answer from. */
export async function answerOnDevice(
  question: string,
  fileIds: number[],
  level: ComprehensionLevel,
): Promise<string | null> {
  return (await call((remote) => remote.answer(question, fileIds, level))) ?? null;
}

/** Indexes the mirror in the background, so the first offline question is answered at once. */
export function warmDeviceEngine(): void {
  call((remote) => remote.warm()).catch((error: unknown) =>
    console.warn('The engine on this device could not index', error),
  );
}

/** Stops the worker (sign-out): the next user gets a fresh one. */
export function stopDeviceEngine(): void {
  if (running) stop(running, failure());
}
