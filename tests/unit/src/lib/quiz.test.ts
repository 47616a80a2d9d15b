import { describe, expect, it } from 'vitest';
import {
  buildQuizPayload,
  parseDistractors,
  percent,
  quizOptions,
  tfOpposite,
} from '../../../../src/lib/quiz';

describe('quizOptions', () => {
  it('merges distractors and the answer, deduplicated and sorted', () => {
    expect(
      quizOptions({
        question_type: 'MCQ',
        correct_answer: 'Paris',
        distractors: ['Rome', 'Berlin', 'Paris', 'Rome'],
      }),
    ).toEqual(['Berlin', 'Paris', 'Rome']);
  });
  it('gives True and False otherwise', () => {
    expect(
      quizOptions({ question_type: 'TF', correct_answer: 'False', distractors: ['True'] }),
    ).toEqual(['True', 'False']);
  });
});

describe('TF and distractors', () => {
  it('gives the opposite', () => {
    expect(tfOpposite('True')).toBe('False');
    expect(tfOpposite('false')).toBe('True');
  });
  it('splits on commas and drops blanks', () => {
    expect(parseDistractors(' a, b ,, ,c')).toEqual(['a', 'b', 'c']);
    expect(parseDistractors(' , ')).toEqual([]);
  });
  it('builds payloads', () => {
    expect(
      buildQuizPayload({
        question_type: 'MCQ',
        question: ' ',
        correct_answer: 'x',
        distractorsText: 'y',
      }),
    ).toEqual({
      ok: false,
      error: null,
    });
    expect(
      buildQuizPayload({
        question_type: 'MCQ',
        question: 'Q',
        correct_answer: 'x',
        distractorsText: ' , ',
      }),
    ).toEqual({
      ok: false,
      error: 'MCQ questions must have at least one distractor.',
    });
    expect(
      buildQuizPayload({
        question_type: 'MCQ',
        question: 'Q',
        correct_answer: 'x',
        distractorsText: 'y, z',
      }),
    ).toEqual({
      ok: true,
      value: { question: 'Q', question_type: 'MCQ', correct_answer: 'x', distractors: ['y', 'z'] },
    });
    expect(
      buildQuizPayload({
        question_type: 'TF',
        question: 'Q',
        correct_answer: 'True',
        distractorsText: 'ignored',
      }),
    ).toEqual({
      ok: true,
      value: { question: 'Q', question_type: 'TF', correct_answer: 'True', distractors: ['False'] },
    });
    expect(
      buildQuizPayload({
        question_type: 'TF',
        question: 'Q',
        correct_answer: 'False',
        distractorsText: '',
      }),
    ).toEqual({
      ok: true,
      value: { question: 'Q', question_type: 'TF', correct_answer: 'False', distractors: ['True'] },
    });
  });
  it('rounds percentages', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });
});
