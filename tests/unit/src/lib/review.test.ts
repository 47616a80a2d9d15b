import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUIZ,
  INITIAL_REVIEW,
  answeredCount,
  quizReducer,
  reviewReducer,
  restoreQuiz,
  restoreReview,
  resumeIndex,
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

describe('a review or quiz reopened where the student left it', () => {
  it('opens on the item left, wherever it moved; at its place once the list is in if it is gone', () => {
    expect(resumeIndex([1, 2, 3], true, { itemId: 2, index: 1 })).toEqual({ index: 1, same: true });
    expect(resumeIndex([1, 9, 2, 3], true, { itemId: 2, index: 1 })).toEqual({
      index: 2,
      same: true,
    });
    expect(resumeIndex([1, 3], false, { itemId: 2, index: 1 })).toBeNull();
    expect(resumeIndex([1, 3], true, { itemId: 2, index: 1 })).toEqual({ index: 1, same: false });
    expect(resumeIndex([1], true, { itemId: 2, index: 5 })).toEqual({ index: 0, same: false });
  });

  it('keeps the flip and answers, never an edit; anything malformed starts fresh', () => {
    expect(
      restoreReview({ index: 9, flipped: true, editing: true, status: { 3: 'known', 4: 'x' } }, 2),
    ).toEqual({ index: 2, flipped: true, editing: false, status: { 3: 'known' } });
    expect(restoreReview('junk', 1)).toEqual({ ...INITIAL_REVIEW, index: 1 });
    expect(
      restoreQuiz(
        {
          index: 0,
          selected: 'B',
          feedback: { correct: false, answer: 'A' },
          answers: { 5: { choice: 'B', correct: false }, 6: { choice: 'A', correct: true } },
          score: 99,
        },
        1,
      ),
    ).toEqual({
      index: 1,
      selected: 'B',
      feedback: { correct: false, answer: 'A' },
      answers: { 5: { choice: 'B', correct: false }, 6: { choice: 'A', correct: true } },
      score: 1,
    });
    expect(restoreQuiz(null, 3)).toEqual({ ...INITIAL_QUIZ, index: 3 });
  });
});
