// A review is made on this device at once, online or not: the log is appended, the card's state
// moves on, and the log is queued for the server, all in one transaction.
import type { CardSchedule, Rating } from '../../../scheduling';
import { getReviewSettings } from '../review-settings';
import { flushOutbox, requireOutbox } from '../outbox';
import { currentId } from '../outbox/temporary-ids';
import { REVIEW_OP, REVIEWS_KEY } from './outbox-op';
import { loadScheduler, replayCards } from './replay';
import type { CardStateRow, ReviewLogRow } from './rows';

export interface ReviewedCard {
  id: number;
  file_id: number;
}

export interface ReviewOptions {
  source?: 'review' | 'quiz';
  /** How long the card was shown before the answer. */
  durationMs?: number | null;
  /** The review's time (tests); now by default. */
  at?: number;
}

function newLogId(): string {
  return crypto.randomUUID();
}

/** The schedule part of a stored state. */
export function scheduleOf(row: CardStateRow | null): CardSchedule | null {
  if (!row) return null;
  const { card_id: _card, file_id: _file, ...schedule } = row;
  return schedule;
}

/** Records an answer to a card; resolves with the card's new state. */
export async function recordReview(
  card: ReviewedCard,
  rating: Rating,
  options: ReviewOptions = {},
): Promise<CardStateRow> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const cardId = await currentId(db, 'flashcard', card.id);
  const at = options.at ?? Date.now();
  const { retention } = getReviewSettings();
  await loadScheduler();
  await outbox.change([db.reviewLogs, db.reviewStates], async () => {
    const log: ReviewLogRow = {
      id: newLogId(),
      card_id: cardId,
      file_id: card.file_id,
      rating,
      reviewed_at: at,
      retention,
      duration_ms: options.durationMs ?? null,
      source: options.source ?? 'review',
      state_before: scheduleOf((await db.reviewStates.get(cardId)) ?? null),
    };
    await db.reviewLogs.add(log);
    // Replayed rather than stepped on: a later review from another device stays later.
    await replayCards(db, [cardId]);
    return { type: REVIEW_OP, key: REVIEWS_KEY, fileId: card.file_id, payload: log };
  });
  void flushOutbox();
  const state = await db.reviewStates.get(cardId);
  if (!state) throw new Error('The review was not recorded');
  return state;
}
