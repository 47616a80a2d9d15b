// A card's review state as plain numbers (times in ms since the epoch), so it is stored as is
// in IndexedDB and in SQL, and converted to ts-fsrs's Card only to compute the next one.
import { createEmptyCard, type Card } from 'ts-fsrs';

/** ts-fsrs's states: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type CardState = 0 | 1 | 2 | 3;
export const CARD_STATE = { new: 0, learning: 1, review: 2, relearning: 3 } as const;

export interface CardSchedule {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: CardState;
  last_review: number | null;
}

/** A card's state before any review (due at `at`). */
export function newSchedule(at: number): CardSchedule {
  return fromFsrsCard(createEmptyCard(new Date(at)));
}

/** A ts-fsrs card that carries its id, which seeds its fuzz (SEED_FIELD). */
export type SeededCard = Card & { card_id: number };

/** Always the same shape (ts-fsrs copies the card at every step: one shape keeps that fast). */
export function toFsrsCard(cardId: number, s: CardSchedule): SeededCard {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.last_review === null ? undefined : new Date(s.last_review),
    card_id: cardId,
  } as SeededCard;
}

export function fromFsrsCard(card: Card): CardSchedule {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardState,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}
