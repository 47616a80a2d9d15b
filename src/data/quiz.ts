import { QuizListResponse, QuizResponse, type QuizQuestion } from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { requireDb } from './files';
import { fetchErrorText } from '../lib/errors';

export type { QuizQuestion } from '../../contract';

const base = (fileId: number): string => `/api/v1/files/${fileId}/quiz-questions`;

export function pullQuizQuestions(fileId: number): Promise<void> {
  return dedupe(`quiz:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(base(fileId), { schema: QuizListResponse });
    await replaceFileItems(db, db.quizQuestions, fileId, res.data.quizzes);
  });
}

const describe = (error: unknown): string =>
  fetchErrorText(error, 'quizzes', 'API returned malformed data structure for quizzes');
const byId = (a: QuizQuestion, b: QuizQuestion): number => a.id - b.id;

export function useQuizQuestions(fileId: number | null, status?: string): ItemsView<QuizQuestion> {
  return useFileItems((db) => db.quizQuestions, fileId, status, pullQuizQuestions, describe, byId);
}

export interface QuizFields {
  question: string;
  question_type: 'MCQ' | 'TF';
  correct_answer: string;
  distractors: string[];
}

export async function createQuiz(fileId: number, fields: QuizFields): Promise<QuizQuestion> {
  const db = requireDb();
  const res = await apiFetch(base(fileId), {
    method: 'POST',
    body: JSON.stringify({ file_id: fileId, ...fields, key_concept_id: null, is_custom: true }),
    schema: QuizResponse,
  });
  await db.quizQuestions.put(res.data);
  return res.data;
}

/** PUT question, answer and distractors; difficulty defaults to medium (SPEC point 3). */
export async function updateQuiz(
  quiz: QuizQuestion,
  fields: Pick<QuizFields, 'question' | 'correct_answer' | 'distractors'>,
): Promise<QuizQuestion> {
  const db = requireDb();
  const res = await apiFetch(`${base(quiz.file_id)}/${quiz.id}`, {
    method: 'PUT',
    body: JSON.stringify({
      question: fields.question,
      question_type: quiz.question_type,
      correct_answer: fields.correct_answer,
      distractors: fields.distractors,
      key_concept_id: quiz.key_concept_id,
      difficulty: quiz.difficulty,
    }),
    schema: QuizResponse,
  });
  await db.quizQuestions.put(res.data);
  return res.data;
}

export async function deleteQuiz(quiz: QuizQuestion): Promise<void> {
  const db = requireDb();
  await apiFetch(`${base(quiz.file_id)}/${quiz.id}`, { method: 'DELETE' });
  await db.quizQuestions.delete(quiz.id);
}
