// The state of a card on this device is always its logs replayed (scheduling/), the same
// computation the server makes, so logs from other devices merge in without conflict.
import { replay } from '../../../scheduling';
import type { MnemoDb } from '../database';

/** Replays each card from its logs here (call inside a transaction holding both tables). */
export async function replayCards(db: MnemoDb, cardIds: Iterable<number>): Promise<void> {
  for (const cardId of new Set(cardIds)) {
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
