import { useEffect, useReducer, type KeyboardEvent, type ReactNode } from 'react';
import { statusOfRating, type Rating } from '../../../scheduling/ratings';
import type { Flashcard } from '../../data/flashcards';
import { arrowDelta, isFormField } from '../../lib/keys';
import { percent } from '../../lib/quiz';
import {
  INITIAL_REVIEW,
  reviewedCount,
  reviewReducer,
  statusOf,
  type ReviewState,
} from '../../lib/review';
import { EditDeleteActions, PrevNext } from '../../ui/actions';
import { RatingButtons, ratingChoices, ratingOfKey } from '../../ui/RatingButtons';
import { FlashcardEdit } from './FlashcardEdit';
import { FLASHCARD_TEXT, useFlashcardText } from './messages';

/**
 * Review of the cards: flip, arrows, known / needs review, edit, delete (SPEC point 2 and 4).
 * Each answer is also a review for the scheduler (`onRate`): Known is Good, Needs Review is
 * Again; with `fourButtons` the answers are Again / Hard / Good / Easy with their `intervals`.
 * Keys 1–4 answer as the buttons do.
 */
export function FlashcardViewer({
  cards,
  total,
  onUpdate,
  onDelete,
  onRate,
  fourButtons = false,
  intervals,
  onCurrentCard,
  initial = INITIAL_REVIEW,
  onState,
  footer,
}: {
  cards: readonly Flashcard[];
  /**
   * How many cards the set has, when `cards` holds only the first ones while the rest load:
   * the position counts them all, and moving and answering wait for them.
   */
  total?: number;
  onUpdate: (card: Flashcard, text: { question: string; answer: string }) => Promise<boolean>;
  onDelete: (card: Flashcard) => void;
  onRate?: (card: Flashcard, rating: Rating) => void;
  fourButtons?: boolean;
  /** What each answer would give the current card ("10m", "3d"). */
  intervals?: Record<Rating, string>;
  /** Told which card is shown, so the tab can ask for its intervals and source. */
  onCurrentCard?: (card: Flashcard) => void;
  /** The review to start from (a set reopened where the student left it). */
  initial?: ReviewState;
  /** Told the card shown and the review's state whenever either changes (not while editing). */
  onState?: (card: Flashcard, state: ReviewState) => void;
  /** Shown under the card (e.g. its "Show source"). */
  footer?: ReactNode;
}) {
  const flashcardText = useFlashcardText();
  const [state, dispatch] = useReducer(reviewReducer, initial);
  const count = Math.max(total ?? 0, cards.length);
  const loaded = cards.length === count;
  useEffect(() => dispatch({ type: 'clamp', count }), [count]);

  const card = cards[Math.min(state.index, cards.length - 1)];
  useEffect(() => {
    if (card) onCurrentCard?.(card);
    // Told when the card shown changes, not when the callback does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card?.id]);
  useEffect(() => {
    if (card && !state.editing) onState?.(card, state);
    // Told when the card or the review changes, not when the callback does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card, state]);
  if (!card) return <p className="muted">{flashcardText.viewerEmpty}</p>;

  const ids = cards.map((c) => c.id);
  const reviewed = reviewedCount(state, ids);
  const status = statusOf(state, card.id);
  const side = state.flipped ? flashcardText.back : flashcardText.front;

  const choices = ratingChoices(FLASHCARD_TEXT, fourButtons, intervals, {
    current: status,
    // An answer moves on to the next card: it waits for the cards to load, as moving does.
    disabled: state.editing || !loaded,
  });

  function rate(rating: Rating) {
    if (!card) return;
    dispatch({ type: 'mark', id: card.id, status: statusOfRating(rating), count });
    onRate?.(card, rating);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const target = e.target as HTMLElement;
    if (isFormField(target) || state.editing) return;
    const delta = arrowDelta(e.key);
    const rating = ratingOfKey(e.key, choices);
    if (rating) {
      e.preventDefault();
      rate(rating);
    } else if (e.key === ' ' && target.tagName !== 'BUTTON') {
      e.preventDefault();
      dispatch({ type: 'flip' });
    } else if (delta && loaded) {
      e.preventDefault();
      dispatch({ type: 'move', delta, count });
    }
  }

  async function save(text: { question: string; answer: string }) {
    if (!card) return;
    if (await onUpdate(card, text)) dispatch({ type: 'edit', editing: false });
  }

  return (
    <div
      className="flashcards-viewer"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={flashcardText.flipHint}
    >
      <div className="study-progress">
        <span>{flashcardText.position(state.index + 1, count)}</span>
        <span>{flashcardText.reviewed(reviewed, count, percent(reviewed, count))}</span>
      </div>
      {state.editing ? (
        <FlashcardEdit
          key={card.id}
          question={card.question}
          answer={card.answer}
          onSave={(text) => void save(text)}
          onCancel={() => dispatch({ type: 'edit', editing: false })}
        />
      ) : (
        <button
          type="button"
          className={`flashcard ${state.flipped ? 'back' : 'front'} ${status}`}
          aria-label={flashcardText.flipLabel(side)}
          onClick={() => dispatch({ type: 'flip' })}
        >
          <span className="flashcard-side">{side}</span>
          <span className="flashcard-text">{state.flipped ? card.answer : card.question}</span>
        </button>
      )}
      <PrevNext
        prevLabel={flashcardText.prev}
        nextLabel={flashcardText.next}
        canPrev={!state.editing && loaded && state.index > 0}
        canNext={!state.editing && loaded && state.index < count - 1}
        onMove={(delta) => dispatch({ type: 'move', delta, count })}
      >
        <RatingButtons choices={choices} onRate={rate} label={flashcardText.answers} />
      </PrevNext>
      {footer}
      <EditDeleteActions
        editLabel={flashcardText.edit}
        deleteLabel={flashcardText.delete}
        disabled={state.editing}
        onEdit={() => dispatch({ type: 'edit', editing: true })}
        onDelete={() => onDelete(card)}
      />
    </div>
  );
}
