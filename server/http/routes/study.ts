import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '../../../contract/common';
import {
  FlashcardCreate,
  FlashcardUpdate,
  KeyConceptCreate,
  KeyConceptPatch,
  QuizCreate,
  QuizUpdate,
} from '../../../contract/study';
import { SyncQuery, UPDATED_SINCE_START } from '../../../contract/sync';
import type { StudyItemRows, StudyItemTable } from '../../db/study-items-repository';
import type { StudyItemInputs } from '../../services/study';
import { toFlashcard, toKeyConcept, toQuizQuestion } from '../../services/study-records';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

const FileParams = z.object({ id: Id });
const ItemParams = z.object({ id: Id, itemId: Id });

/** One kind of study item as the API shows it: its path, schemas, shape and messages. */
interface StudyResource<T extends StudyItemTable> {
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

const KEY_CONCEPTS: StudyResource<'key_concepts'> = {
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

const FLASHCARDS: StudyResource<'flashcards'> = {
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

const QUIZ_QUESTIONS: StudyResource<'quiz_questions'> = {
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

/** List, create, update and delete of one kind of study item under a file. */
function resourceRoutes<T extends StudyItemTable>(
  app: FastifyInstance,
  ctx: AppContext,
  resource: StudyResource<T>,
): void {
  const { table, messages } = resource;
  const collection = `/api/v1/files/:id/${resource.path}`;
  const member = `${collection}/:itemId`;
  const fileId = (params: unknown) => parse(FileParams, params, 'path').id;
  const itemIds = (params: unknown) => parse(ItemParams, params, 'path');

  app.get(collection, async (req) => {
    const user = userOf(req);
    const id = fileId(req.params);
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    if (updated_since !== undefined) {
      const changes = await ctx.study.changes(table, user, updated_since, limit ?? null, id);
      const records = changes.rows.map(resource.record);
      return { status: 'success', ...resource.listReply(records), sync: changes.sync };
    }
    const rows = await ctx.study.list(table, user, id);
    return { status: 'success', ...resource.listReply(rows.map(resource.record)) };
  });
  // Every item of this kind of the caller's files: what a device mirrors (README "Incremental lists").
  app.get(`/api/v1/${resource.path}`, async (req) => {
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    const since = updated_since ?? UPDATED_SINCE_START;
    const changes = await ctx.study.changes(table, userOf(req), since, limit ?? null);
    const reply = { status: 'success', ...resource.listReply(changes.rows.map(resource.record)) };
    return updated_since === undefined ? reply : { ...reply, sync: changes.sync };
  });
  app.post(collection, async (req) => {
    const input = parse(resource.create, req.body, 'body');
    const row = await ctx.study.create(table, userOf(req), fileId(req.params), input);
    return { status: 'success', data: resource.record(row), message: messages.created };
  });
  app[resource.updateMethod](member, async (req) => {
    const { id, itemId } = itemIds(req.params);
    const input = parse(resource.update, req.body, 'body');
    const row = await ctx.study.update(table, userOf(req), id, itemId, input);
    return { status: 'success', data: resource.record(row), message: messages.updated };
  });
  app.delete(member, async (req) => {
    const { id, itemId } = itemIds(req.params);
    await ctx.study.delete(table, userOf(req), id, itemId);
    return { status: 'success', message: messages.deleted };
  });
}

export async function studyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  resourceRoutes(app, ctx, KEY_CONCEPTS);
  resourceRoutes(app, ctx, FLASHCARDS);
  resourceRoutes(app, ctx, QUIZ_QUESTIONS);
}
