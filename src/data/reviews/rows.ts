// Review logs and card states as this device stores them (times in ms since the epoch), and as
// the API carries them (ISO times).
import type { CardReviewState, ReviewLog, ReviewLogInput } from '../../../contract';
import type { CardSchedule, Rating } from '../../../scheduling';
// The wire shape alone: ts-fsrs loads with the first replay (replay.ts), not with the outbox.
import { scheduleFromWire, scheduleToWire } from '../../../scheduling/wire';

/** One review, immutable once made. `card_id` is temporary while its card waits for its id. */
export interface ReviewLogRow {
  id: string;
  card_id: number;
  file_id: number;
  rating: Rating;
  reviewed_at: number;
  /** The desired retention in force when it was made. */
  retention: number;
  duration_ms: number | null;
  source: 'review' | 'quiz';
  /** The card's state before the review, as this device saw it (null: a new card). */
  state_before: CardSchedule | null;
}

/** A card's state, replayed from its logs. Cards without one are new. */
export interface CardStateRow extends CardSchedule {
  card_id: number;
  file_id: number;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export function toWireLog(log: ReviewLogRow): ReviewLogInput {
  return {
    id: log.id,
    card_id: log.card_id,
    rating: log.rating,
    reviewed_at: iso(log.reviewed_at),
    retention: log.retention,
    duration_ms: log.duration_ms,
    source: log.source,
    state_before: log.state_before ? scheduleToWire(log.state_before) : null,
  };
}

export function fromWireLog(log: ReviewLog): ReviewLogRow {
  return {
    id: log.id,
    card_id: log.card_id,
    file_id: log.file_id,
    rating: log.rating as Rating,
    reviewed_at: Date.parse(log.reviewed_at),
    retention: log.retention,
    duration_ms: log.duration_ms,
    source: log.source,
    state_before: log.state_before ? scheduleFromWire(log.state_before) : null,
  };
}

export function fromWireCardState(s: CardReviewState): CardStateRow {
  return { ...scheduleFromWire(s), card_id: s.card_id, file_id: s.file_id };
}
