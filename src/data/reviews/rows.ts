// Review logs and card states as this device stores them (times in ms since the epoch), and as
// the API carries them (ISO times).
import type { CardReviewState, ReviewLog, ReviewLogInput, ReviewState } from '../../../contract';
import type { CardSchedule, CardState, Rating } from '../../../scheduling';

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

const iso = (ms: number) => new Date(ms).toISOString();

function toWireState(s: CardSchedule): ReviewState {
  return {
    due: iso(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.last_review === null ? null : iso(s.last_review),
  };
}

function fromWireState(s: ReviewState): CardSchedule {
  return {
    due: Date.parse(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as CardState,
    last_review: s.last_review === null ? null : Date.parse(s.last_review),
  };
}

export function toWireLog(log: ReviewLogRow): ReviewLogInput {
  return {
    id: log.id,
    card_id: log.card_id,
    rating: log.rating,
    reviewed_at: iso(log.reviewed_at),
    retention: log.retention,
    duration_ms: log.duration_ms,
    source: log.source,
    state_before: log.state_before ? toWireState(log.state_before) : null,
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
    state_before: log.state_before ? fromWireState(log.state_before) : null,
  };
}

export function fromWireCardState(s: CardReviewState): CardStateRow {
  return { ...fromWireState(s), card_id: s.card_id, file_id: s.file_id };
}
