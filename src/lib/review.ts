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
