import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizQuestion } from '../../../../contract';
import type { MnemoDb } from '../../../../src/data/db';
import { freshDb } from './real-db';

const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));

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

let db: MnemoDb;
beforeEach(() => {
  db = freshDb();
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
      client_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      file_id: 1,
      question: 'Q',
      question_type: 'TF',
      correct_answer: 'True',
      distractors: ['False'],
      key_concept_id: null,
      is_custom: true,
    });
    expect(await db.quizQuestions.toArray()).toEqual([q]);
  });

  it('updates with difficulty and stores the answer', async () => {
    await db.quizQuestions.put(q);
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
    expect(await db.quizQuestions.get(5)).toMatchObject({ question: 'Q2' });
  });

  it('pulls the list of a file', async () => {
    apiFetch.mockResolvedValue({
      status: 'success',
      data: { quizzes: [q] },
      count: 1,
      message: '',
    });
    await quiz.pullQuizQuestions(1);
    expect(await db.quizQuestions.get(5)).toEqual(q);
  });
});
