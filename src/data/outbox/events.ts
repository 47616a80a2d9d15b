// Who hears about changes the server refused: the screens (a toast) and the data modules (which
// fetch the list again so the screen shows what the server has).
import type { OutboxFailure } from './registry';

const failureListeners = new Set<(failure: OutboxFailure) => void>();
const refusedListeners = new Set<(failure: OutboxFailure) => void>();

/** Called when the server refused a queued change no form was waiting for (it has been undone). */
export function onOutboxFailure(listener: (failure: OutboxFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Called for every refused change, waited for or not. */
export function onOutboxRefusal(listener: (failure: OutboxFailure) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export function reportRefusal(failure: OutboxFailure, waited: boolean): void {
  if (!waited) for (const listener of failureListeners) listener(failure);
  for (const listener of refusedListeners) listener(failure);
}
