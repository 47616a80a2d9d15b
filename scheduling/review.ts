// One review and a whole history of them. A history is replayed in time order from a new card,
// so logs made on two devices merge into one schedule whatever order they arrive in.
import type { Grade } from 'ts-fsrs';
import { schedulerFor } from './parameters';
import type { Rating } from './ratings';
import {
  fromFsrsCard,
  newSchedule,
  toFsrsCard,
  type CardSchedule,
  type SeededCard,
} from './schedule';

/** What a replay needs of a review log. */
export interface ReplayableLog {
  id: string;
  rating: Rating;
  /** ms since the epoch. */
  reviewed_at: number;
  /** The desired retention in force when the review was made. */
  retention: number;
}

/** The schedule after answering `rating` at `at` (the card is new when `before` is null). */
export function applyRating(
  cardId: number,
  before: CardSchedule | null,
  rating: Rating,
  at: number,
  retention: number,
): CardSchedule {
  const card = toFsrsCard(cardId, before ?? newSchedule(at));
  return schedulerFor(retention).next(card, new Date(at), rating as Grade, ({ card: next }) =>
    fromFsrsCard(next),
  );
}

/** When the card would next be due for each answer, were it answered at `at`. */
export function previewDue(
  cardId: number,
  before: CardSchedule | null,
  at: number,
  retention: number,
): Record<Rating, number> {
  const card = toFsrsCard(cardId, before ?? newSchedule(at));
  const preview = schedulerFor(retention).repeat(card, new Date(at));
  return {
    1: preview[1].card.due.getTime(),
    2: preview[2].card.due.getTime(),
    3: preview[3].card.due.getTime(),
    4: preview[4].card.due.getTime(),
  };
}

/** Time order; two logs of the same millisecond by id, so every replay sees the same order. */
export function compareLogs(a: ReplayableLog, b: ReplayableLog): number {
  return a.reviewed_at - b.reviewed_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The card's schedule after all its logs, in time order; null without logs. Logs with the same
 * id count once (a batch delivered twice). Equal to applyRating step by step, without converting
 * the card at every step.
 */
export function replay(cardId: number, logs: readonly ReplayableLog[]): CardSchedule | null {
  const ordered = [...logs].sort(compareLogs);
  let card: SeededCard | null = null;
  let lastId: string | null = null;
  for (const log of ordered) {
    if (log.id === lastId) continue;
    lastId = log.id;
    card ??= toFsrsCard(cardId, newSchedule(log.reviewed_at));
    const at = new Date(log.reviewed_at);
    card = schedulerFor(log.retention).next(card, at, log.rating as Grade).card as SeededCard;
  }
  return card ? fromFsrsCard(card) : null;
}
