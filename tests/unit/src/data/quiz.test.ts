import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '../../../../contract';
import { memoryDb } from './fake-db';

const apiFetch = vi.fn();
let current = memoryDb();
vi.mock('../../../../src/data/api', () => ({ apiFetch: (...a: unknown[]) => apiFetch(...a) }));
vi.mock('../../../../src/data/db', () => ({ getDb: () => current.db, useDb: () => current.db }));

const quiz = await import('../../../../src/data/quiz');

const q: QuizQuestion = {
  id: 5,
  file_id: 1,
  question: 'Q',
  question_type: 'MCQ',
  correct_answer: 'A',
  distractors: ['B'],
  key_concept_id: null,
  is_custom: true,
  difficulty: 'medium',
  created_at: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  current = memoryDb();
  apiFetch.mockReset();
});

describe('quiz data', () => {
  it('creates with file_id, is_custom and the fields', async () => {
    apiFetch.mockResolvedValue({ status: 'success', data: q, message: 'ok' });
    await quiz.createQuiz(1, {
      question: 'Q',
      question_type: 'TF',
      correct_answer: 'True',
      distractors: ['False'],
    });
    const [path, init] = apiFetch.mock.calls[0] as [string, { body: string }];
    expect(path).toBe('/api/v1/files/1/quiz-questions');
    expect(JSON.parse(init.body)).toEqual({
      file_id: 1,
      question: 'Q',
      question_type: 'TF',
      correct_answer: 'True',
      distractors: ['False'],
      key_concept_id: null,
      is_custom: true,
    });
  });

  it('updates with difficulty and stores the answer', async () => {
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { ...q, question: 'Q2' },
      message: 'ok',
    });
    await quiz.updateQuiz(q, { question: 'Q2', correct_answer: 'A', distractors: ['C'] });
    const [path, init] = apiFetch.mock.calls[0] as [string, { method: string; body: string }];
    expect(path).toBe('/api/v1/files/1/quiz-questions/5');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toMatchObject({
      question: 'Q2',
      distractors: ['C'],
      difficulty: 'medium',
    });
    expect(current.tables.quizQuestions.rows.get(5)).toMatchObject({ question: 'Q2' });
  });

  it('pulls the list of a file', async () => {
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { quizzes: [q] },
      count: 1,
      message: '',
    });
    await quiz.pullQuizQuestions(1);
    expect(current.tables.quizQuestions.rows.has(5)).toBe(true);
  });
});
