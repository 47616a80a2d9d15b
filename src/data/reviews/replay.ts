// The state of a card on this device is always its logs replayed (scheduling/), the same
// computation the server makes, so logs from other devices merge in without conflict.
// The scheduler (ts-fsrs) loads on the first replay, not with the outbox at start: a queued
// review replays a card only when the server refuses it or its card gets its id.
import Dexie from 'dexie';
import type { MnemoDb } from '../database';
import { importScheduler } from './scheduler-source';

type Scheduling = Awaited<ReturnType<typeof importScheduler>>;

let loading: Promise<Scheduling> | null = null;
let loaded: Scheduling | null = null;

/** Loads the scheduler's code (once); call it before a transaction that will replay cards. */
export function loadScheduler(): Promise<Scheduling> {
  loading ??= importScheduler().then((module) => (loaded = module));
  return loading;
}

/** Replays each card from its logs here (call inside a transaction holding both tables). */
export async function replayCards(db: MnemoDb, cardIds: Iterable<number>): Promise<void> {
  const ids = new Set(cardIds);
  if (ids.size === 0) return;
  // Inside a transaction, waiting for the code keeps the transaction open (Dexie.waitFor).
  const { replay } = loaded ?? (await Dexie.waitFor(loadScheduler()));
  for (const cardId of ids) {
    const logs = await db.reviewLogs.where('card_id').equals(cardId).toArray();
    const schedule = replay(cardId, logs);
    const first = logs[0];
    if (!schedule || !first) await db.reviewStates.delete(cardId);
    else await db.reviewStates.put({ ...schedule, card_id: cardId, file_id: first.file_id });
  }
}

/** Forgets a card's logs and state (the card is gone). */
export async function dropCardReviews(db: MnemoDb, cardIds: readonly number[]): Promise<void> {
  if (cardIds.length === 0) return;
  await db.reviewLogs.where('card_id').anyOf(cardIds).delete();
  await db.reviewStates.bulkDelete([...cardIds]);
}
