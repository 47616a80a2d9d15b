import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUIZ,
  INITIAL_REVIEW,
  answeredCount,
  quizReducer,
  reviewReducer,
  reviewedCount,
  statusOf,
} from '../../../../src/lib/review';

describe('flashcard review', () => {
  it('starts unseen, marks and advances unless last', () => {
    let s = INITIAL_REVIEW;
    expect(statusOf(s, 1)).toBe('unseen');
    s = reviewReducer(s, { type: 'flip' });
    s = reviewReducer(s, { type: 'mark', id: 1, status: 'known', count: 2 });
    expect(s).toMatchObject({ index: 1, flipped: false });
    s = reviewReducer(s, { type: 'mark', id: 2, status: 'needs_review', count: 2 });
    expect(s.index).toBe(1);
    expect(reviewedCount(s, [1, 2, 3])).toBe(2);
  });
  it('navigation resets the flip and stays in bounds', () => {
    let s = reviewReducer(INITIAL_REVIEW, { type: 'flip' });
    s = reviewReducer(s, { type: 'move', delta: -1, count: 3 });
    expect(s).toMatchObject({ index: 0, flipped: true });
    s = reviewReducer(s, { type: 'move', delta: 1, count: 3 });
    expect(s).toMatchObject({ index: 1, flipped: false });
  });
  it('editing blocks flipping and navigation', () => {
    let s = reviewReducer(INITIAL_REVIEW, { type: 'edit', editing: true });
    s = reviewReducer(s, { type: 'flip' });
    s = reviewReducer(s, { type: 'move', delta: 1, count: 3 });
    expect(s).toMatchObject({ index: 0, flipped: false, editing: true });
  });
});

describe('quiz session', () => {
  it('selects, submits, scores and locks', () => {
    let s = quizReducer(INITIAL_QUIZ, { type: 'submit', id: 1, correctAnswer: 'A' });
    expect(s).toBe(INITIAL_QUIZ);
    s = quizReducer(s, { type: 'select', id: 1, option: 'A' });
    s = quizReducer(s, { type: 'submit', id: 1, correctAnswer: 'A' });
    expect(s.score).toBe(1);
    expect(s.feedback).toEqual({ correct: true, answer: 'A' });
    const locked = quizReducer(s, { type: 'select', id: 1, option: 'B' });
    expect(locked.selected).toBe('A');
    s = quizReducer(s, { type: 'move', delta: 1, count: 2 });
    expect(s).toMatchObject({ index: 1, selected: null, feedback: null });
    s = quizReducer(s, { type: 'select', id: 2, option: 'X' });
    s = quizReducer(s, { type: 'submit', id: 2, correctAnswer: 'Y' });
    expect(s.score).toBe(1);
    expect(answeredCount(s, [1, 2])).toBe(2);
    expect(quizReducer(s, { type: 'restart' })).toEqual(INITIAL_QUIZ);
  });
});
