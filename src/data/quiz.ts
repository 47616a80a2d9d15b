import { QuizListResponse, type QuizQuestion } from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { requireDb } from './db';
import {
  byIdThenPending,
  studyItemsPath,
  studyItemWrites,
  temporaryId,
  type Deleted,
  type Saved,
} from './outbox';
import { fetchErrorText } from '../lib/errors';
import { invalidateResumeItem } from './resume';

export type { QuizQuestion } from '../../contract';

export function pullQuizQuestions(fileId: number): Promise<void> {
  return dedupe(`quiz:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(studyItemsPath('quiz', fileId), { schema: QuizListResponse });
    await replaceFileItems(db, 'quiz', fileId, res.data.quizzes);
  });
}

const writes = studyItemWrites<QuizQuestion>('quiz', pullQuizQuestions);

const describe = (error: unknown): string =>
  fetchErrorText(error, 'quizzes', 'API returned malformed data structure for quizzes', 'quizzes');

export function useQuizQuestions(fileId: number | null, status?: string): ItemsView<QuizQuestion> {
  return useFileItems(
    (db) => db.quizQuestions,
    fileId,
    status,
    pullQuizQuestions,
    describe,
    byIdThenPending,
  );
}

export interface QuizFields {
  question: string;
  question_type: 'MCQ' | 'TF';
  correct_answer: string;
  distractors: string[];
}

/** Saved on this device at once and sent to the server in order (src/data/outbox.ts). */
export function createQuiz(fileId: number, fields: QuizFields): Promise<Saved<QuizQuestion>> {
  const local: QuizQuestion = {
    id: temporaryId(),
    file_id: fileId,
    ...fields,
    key_concept_id: null,
    is_custom: true,
    difficulty: 'medium',
    created_at: new Date().toISOString(),
  };
  const body = { file_id: fileId, ...fields, key_concept_id: null, is_custom: true };
  return writes.create(local, body);
}

/** PUT question, answer and distractors; difficulty defaults to medium (SPEC point 3). */
export function updateQuiz(
  quiz: QuizQuestion,
  fields: Pick<QuizFields, 'question' | 'correct_answer' | 'distractors'>,
): Promise<Saved<QuizQuestion>> {
  const body = {
    question: fields.question,
    question_type: quiz.question_type,
    correct_answer: fields.correct_answer,
    distractors: fields.distractors,
    key_concept_id: quiz.key_concept_id,
    difficulty: quiz.difficulty,
  };
  invalidateResumeItem('quiz', quiz.id);
  return writes.update(quiz, { ...quiz, ...fields }, body);
}

export function deleteQuiz(quiz: QuizQuestion): Promise<Deleted> {
  invalidateResumeItem('quiz', quiz.id);
  return writes.remove(quiz);
}
