// The kinds of study item as the API shows them, and their writes: shared by their own routes
// and by POST /api/v1/changes, so a change sent in a batch is exactly the call it names.
import { z } from 'zod';
import {
  FlashcardCreate,
  FlashcardUpdate,
  KeyConceptCreate,
  KeyConceptPatch,
  QuizCreate,
  QuizUpdate,
} from '../../../contract/study';
import type { StudyItemRows, StudyItemTable } from '../../db/study-items-repository';
import type { StudyItemInputs } from '../../services/study';
import { toFlashcard, toKeyConcept, toQuizQuestion } from '../../services/study-records';
import type { CurrentUser } from '../../auth/current-user';
import type { AppContext } from '../context';
import { parse } from '../validate';

/** One kind of study item as the API shows it: its path, schemas, shape and messages. */
export interface StudyResource<T extends StudyItemTable> {
  table: T;
  path: string;
  create: z.ZodType<StudyItemInputs[T]['create']>;
  update: z.ZodType<StudyItemInputs[T]['update']>;
  /** Concepts are edited field by field (PATCH), cards and questions whole (PUT). */
  updateMethod: 'patch' | 'put';
  record(row: StudyItemRows[T]): unknown;
  /** The list reply's data and, for cards and questions, its count and message. */
  listReply(records: unknown[]): Record<string, unknown>;
  messages: { created: string; updated: string; deleted: string };
}

const counted = (key: string, noun: string) => (records: unknown[]) => ({
  data: { [key]: records },
  count: records.length,
  message: `${records.length} ${noun}`,
});

export const KEY_CONCEPTS: StudyResource<'key_concepts'> = {
  table: 'key_concepts',
  path: 'key-concepts',
  create: KeyConceptCreate,
  update: KeyConceptPatch,
  updateMethod: 'patch',
  record: toKeyConcept,
  listReply: (records) => ({ data: { key_concepts: records } }),
  messages: {
    created: 'Key concept added successfully!',
    updated: 'Key concept saved!',
    deleted: 'Key concept deleted!',
  },
};

export const FLASHCARDS: StudyResource<'flashcards'> = {
  table: 'flashcards',
  path: 'flashcards',
  create: FlashcardCreate,
  update: FlashcardUpdate,
  updateMethod: 'put',
  record: toFlashcard,
  listReply: counted('flashcards', 'flashcards'),
  messages: {
    created: 'Flashcard added successfully!',
    updated: 'Flashcard updated successfully!',
    deleted: 'Flashcard deleted successfully!',
  },
};

export const QUIZ_QUESTIONS: StudyResource<'quiz_questions'> = {
  table: 'quiz_questions',
  path: 'quiz-questions',
  create: QuizCreate,
  update: QuizUpdate,
  updateMethod: 'put',
  record: toQuizQuestion,
  listReply: counted('quizzes', 'quiz questions'),
  messages: {
    created: 'Quiz question added successfully!',
    updated: 'Quiz question updated successfully!',
    deleted: 'Quiz question deleted successfully!',
  },
};

export const STUDY_RESOURCES = [KEY_CONCEPTS, FLASHCARDS, QUIZ_QUESTIONS] as const;

/** The writes of one kind of item; each resolves with the reply its single call sends. */
export function studyWrites<T extends StudyItemTable>(ctx: AppContext, resource: StudyResource<T>) {
  const { table, messages } = resource;
  return {
    async create(user: CurrentUser, fileId: number, body: unknown) {
      const input = parse(resource.create, body, 'body');
      const row = await ctx.study.create(table, user, fileId, input);
      return { status: 'success', data: resource.record(row), message: messages.created };
    },
    async update(user: CurrentUser, fileId: number, itemId: number, body: unknown) {
      const input = parse(resource.update, body, 'body');
      const row = await ctx.study.update(table, user, fileId, itemId, input);
      return { status: 'success', data: resource.record(row), message: messages.updated };
    },
    async remove(user: CurrentUser, fileId: number, itemId: number) {
      await ctx.study.delete(table, user, fileId, itemId);
      return { status: 'success', message: messages.deleted };
    },
  };
}
