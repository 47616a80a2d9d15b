// Review logs travel through the outbox: one queued row per review, all under one key, and
// the row at the head of the queue sends every review queued after it (up to a batch) in one
// POST /api/v1/reviews. A log is immutable and the server stores it once per id, so a batch
// sent again after a lost answer changes nothing.
import { ReviewBatchResponse } from '../../../contract';
import { apiFetch } from '../api';
import type { MnemoDb } from '../database';
import { registerIdFollower } from '../outbox/id-followers';
import { registerOp, type OpHandler } from '../outbox/registry';
import type { OutboxRow } from '../outbox/rows';
import { currentId, isTemporaryId } from '../outbox/temporary-ids';
import { dropCardReviews, replayCards } from './replay';
import { toWireLog, type ReviewLogRow } from './rows';

export const REVIEW_OP = 'review.log';
/** Every review row shares this key: they are sent together, in order. */
export const REVIEWS_KEY = 'reviews';
const BATCH = 500;

interface Sent {
  /** Queue rows sent along with the head (they leave the queue when the answer is recorded). */
  seqs: number[];
  /** Logs the server did not keep (their card is gone) or that can never be sent. */
  gone: string[];
}

const logOf = (row: OutboxRow) => row.payload as ReviewLogRow;

/** Forgets logs that will never reach the server, and replays their cards without them. */
async function forget(db: MnemoDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const logs = (await db.reviewLogs.bulkGet([...ids])).filter((l) => l !== undefined);
  await db.reviewLogs.bulkDelete([...ids]);
  await replayCards(
    db,
    logs.map((l) => l.card_id),
  );
}

const handler: OpHandler<ReviewLogRow, Sent> = {
  version: 1,
  tables: (db) => [db.reviewLogs, db.reviewStates],
  async send(head, { db, queue }) {
    const logs = [];
    const seqs: number[] = [];
    const gone: string[] = [];
    for (const row of await queue.ofKey(REVIEWS_KEY)) {
      const log = logOf(row);
      const cardId = await currentId(db, 'flashcard', log.card_id);
      if (isTemporaryId(cardId)) {
        // The head is the oldest change queued: a card still without its id now never gets one
        // (its create was refused). Later rows may wait for a create queued before them.
        if (log.id === head.id) gone.push(log.id);
        continue;
      }
      logs.push(toWireLog({ ...log, card_id: cardId }));
      if (row.seq !== undefined) seqs.push(row.seq);
      if (logs.length >= BATCH) break;
    }
    if (logs.length === 0) return { seqs, gone };
    const answer = await apiFetch('/api/v1/reviews', {
      method: 'POST',
      body: JSON.stringify({ logs }),
      schema: ReviewBatchResponse,
    });
    return { seqs, gone: [...gone, ...answer.data.ignored] };
  },
  async settle(row, _head, sent, { db, queue }) {
    for (const seq of sent.seqs) if (seq !== row.seq) await queue.remove(seq);
    await forget(db, sent.gone);
  },
  undo: (_row, head, { db }) => forget(db, [head.id]),
  failure: (head) => ({ subject: 'review', action: 'create', fileId: head.file_id }),
  result: () => null,
};

registerOp(REVIEW_OP, handler);

// A card's logs and state follow it to its server id, and go when it goes.
registerIdFollower('flashcard', {
  tables: (db) => [db.reviewLogs, db.reviewStates],
  async move(db, from, to) {
    const moved = await db.reviewLogs.where('card_id').equals(from).modify({ card_id: to });
    await db.reviewStates.delete(from);
    // Fuzz is seeded by the card's id: the schedule is replayed under the new one.
    if (moved > 0) await replayCards(db, [to]);
  },
  drop: (db, id) => dropCardReviews(db, [id]),
});
