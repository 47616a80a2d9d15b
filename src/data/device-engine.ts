// The page's handle on the engine worker (workers/engine.worker.ts): search and chat answers
// computed on this device from the mirrored chunks, off the page's thread. Started on first use
// for the open database, stopped at sign-out.
import { wrap, type Remote } from 'comlink';
import type { ComprehensionLevel, SearchHit } from '../../contract';
import type { EngineWorkerApi } from '../../workers/engine-api';
import { getDb } from './db';

let worker: Worker | null = null;
let remote: Remote<EngineWorkerApi> | null = null;
let openName: string | null = null;

/** The worker with the signed-in user's database open, or null (signed out, or no workers). */
function engine(): Remote<EngineWorkerApi> | null {
  const db = getDb();
  if (!db || typeof Worker === 'undefined') return null;
  if (!remote) {
    worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'mnemo-engine',
    });
    remote = wrap<EngineWorkerApi>(worker);
  }
  if (openName !== db.name) {
    void remote.open(db.name, window.location.origin);
    openName = db.name;
  }
  return remote;
}

/** GET /api/v1/search's answer computed here; null when nothing is mirrored to search. */
export async function searchOnDevice(query: string, k: number): Promise<SearchHit[] | null> {
  return (await engine()?.search(query, k)) ?? null;
}

/** The built-in engine's answer computed here; null when there is nothing to answer from. */
export async function answerOnDevice(
  question: string,
  fileIds: number[],
  level: ComprehensionLevel,
): Promise<string | null> {
  return (await engine()?.answer(question, fileIds, level)) ?? null;
}

/** Indexes the mirror in the background, so the first offline question is answered at once. */
export function warmDeviceEngine(): void {
  engine()
    ?.warm()
    .catch((error: unknown) => console.warn('The engine worker could not index', error));
}

/** Stops the worker (sign-out): the next user gets a fresh one. */
export function stopDeviceEngine(): void {
  worker?.terminate();
  worker = null;
  remote = null;
  openName = null;
}
