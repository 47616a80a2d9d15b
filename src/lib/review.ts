/** Flashcard review and quiz sessions as pure reducers (SPEC point 4), driven by the viewers. */

export type ReviewStatus = 'unseen' | 'known' | 'needs_review';

export interface ReviewState {
  index: number;
  flipped: boolean;
  editing: boolean;
  status: Readonly<Record<number, ReviewStatus>>;
}

export type ReviewAction =
  | { type: 'flip' }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'mark'; id: number; status: Exclude<ReviewStatus, 'unseen'>; count: number }
  | { type: 'edit'; editing: boolean }
  | { type: 'clamp'; count: number };

export const INITIAL_REVIEW: ReviewState = { index: 0, flipped: false, editing: false, status: {} };

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'flip':
      return state.editing ? state : { ...state, flipped: !state.flipped };
    case 'move': {
      if (state.editing) return state;
      const index = Math.min(
        Math.max(state.index + action.delta, 0),
        Math.max(action.count - 1, 0),
      );
      return index === state.index ? state : { ...state, index, flipped: false };
    }
    case 'mark': {
      const status = { ...state.status, [action.id]: action.status };
      const last = state.index >= action.count - 1;
      return last
        ? { ...state, status }
        : { ...state, status, index: state.index + 1, flipped: false };
    }
    case 'edit':
      return { ...state, editing: action.editing };
    case 'clamp': {
      const index = Math.min(state.index, Math.max(action.count - 1, 0));
      return index === state.index ? state : { ...state, index, flipped: false };
    }
  }
}

export function statusOf(state: ReviewState, id: number): ReviewStatus {
  return state.status[id] ?? 'unseen';
}

/** Cards marked known or needs review, among the given ids. */
export function reviewedCount(state: ReviewState, ids: readonly number[]): number {
  return ids.filter((id) => statusOf(state, id) !== 'unseen').length;
}

export interface QuizState {
  index: number;
  selected: string | null;
  feedback: { correct: boolean; answer: string } | null;
  answers: Readonly<Record<number, { choice: string; correct: boolean }>>;
  score: number;
}

export type QuizAction =
  | { type: 'select'; id: number; option: string }
  | { type: 'submit'; id: number; correctAnswer: string }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'restart' };

export const INITIAL_QUIZ: QuizState = {
  index: 0,
  selected: null,
  feedback: null,
  answers: {},
  score: 0,
};

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'select':
      return state.answers[action.id] ? state : { ...state, selected: action.option };
    case 'submit': {
      if (state.selected == null || state.answers[action.id]) return state;
      const correct = state.selected === action.correctAnswer;
      return {
        ...state,
        answers: { ...state.answers, [action.id]: { choice: state.selected, correct } },
        score: state.score + (correct ? 1 : 0),
        feedback: { correct, answer: action.correctAnswer },
      };
    }
    case 'move': {
      const index = Math.min(
        Math.max(state.index + action.delta, 0),
        Math.max(action.count - 1, 0),
      );
      return index === state.index ? state : { ...state, index, selected: null, feedback: null };
    }
    case 'restart':
      return INITIAL_QUIZ;
  }
}

export function answeredCount(state: QuizState, ids: readonly number[]): number {
  return ids.filter((id) => state.answers[id]).length;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A review left earlier (kept on the device as JSON), at `index`: its flip and answers as they
 * were, never in the middle of an edit; anything malformed starts fresh at `index`.
 */
export function restoreReview(saved: unknown, index: number): ReviewState {
  if (!isRecord(saved) || !isRecord(saved.status)) return { ...INITIAL_REVIEW, index };
  const status: Record<number, ReviewStatus> = {};
  for (const [id, value] of Object.entries(saved.status)) {
    if (value === 'known' || value === 'needs_review') status[Number(id)] = value;
  }
  return { index, flipped: saved.flipped === true, editing: false, status };
}

/** A quiz left earlier, at `index`, with its answers and score; malformed starts fresh. */
export function restoreQuiz(saved: unknown, index: number): QuizState {
  if (!isRecord(saved) || !isRecord(saved.answers)) return { ...INITIAL_QUIZ, index };
  const answers: Record<number, { choice: string; correct: boolean }> = {};
  let score = 0;
  for (const [id, value] of Object.entries(saved.answers)) {
    if (isRecord(value) && typeof value.choice === 'string' && typeof value.correct === 'boolean') {
      answers[Number(id)] = { choice: value.choice, correct: value.correct };
      if (value.correct) score++;
    }
  }
  const feedback =
    isRecord(saved.feedback) &&
    typeof saved.feedback.correct === 'boolean' &&
    typeof saved.feedback.answer === 'string'
      ? { correct: saved.feedback.correct, answer: saved.feedback.answer }
      : null;
  const selected = typeof saved.selected === 'string' ? saved.selected : null;
  return { index, selected, feedback, answers, score };
}

/**
 * Where a resumed viewer opens in the list as it is now: on the item left (`same`), wherever it
 * moved; if it is gone, once the whole list is in, at the position it had (clamped). Null while
 * the item is not found in a list still loading.
 */
export function resumeIndex(
  ids: readonly number[],
  complete: boolean,
  left: { itemId: number; index: number },
): { index: number; same: boolean } | null {
  const at = ids[left.index] === left.itemId ? left.index : ids.indexOf(left.itemId);
  if (at >= 0) return { index: at, same: true };
  if (!complete) return null;
  return { index: Math.max(0, Math.min(left.index, ids.length - 1)), same: false };
}
