import type {
  FlashcardCreate,
  FlashcardUpdate,
  KeyConceptCreate,
  KeyConceptPatch,
  QuizCreate,
  QuizUpdate,
} from '../../contract/study';
import { quizProblems } from '../../contract/study';
import type { CurrentUser } from '../auth/current-user';
import type { DeletionsRepository } from '../db/deletions-repository';
import {
  DELETED_ENTITY,
  type StudyItemChanges,
  type StudyItemColumns,
  type StudyItemRows,
  type StudyItemsRepository,
  type StudyItemTable,
} from '../db/study-items-repository';
import { AppError, notFound } from '../errors';
import type { FilesService } from './files';
import { listChanges, type ChangeListing } from './changes';

/** The request bodies that create and update each kind of item. */
export interface StudyItemInputs {
  key_concepts: { create: KeyConceptCreate; update: KeyConceptPatch };
  flashcards: { create: FlashcardCreate; update: FlashcardUpdate };
  quiz_questions: { create: QuizCreate; update: QuizUpdate };
}

/** What a kind's rules may ask while turning a request into columns. */
interface KindContext {
  /** The concept id if it is one of the caller's concepts of this file (404 otherwise). */
  ownConceptId(id: number | null | undefined): Promise<number | null>;
  /** Where a new concept goes in the Default Order: after every other one of the file. */
  nextConceptPosition(): Promise<number>;
}

/** How one kind of item is created and updated; everything else is the same for all three. */
interface StudyKind<T extends StudyItemTable> {
  columns(input: StudyItemInputs[T]['create'], ctx: KindContext): Promise<StudyItemColumns<T>>;
  changes(
    input: StudyItemInputs[T]['update'],
    current: StudyItemRows[T],
    ctx: KindContext,
  ): Promise<StudyItemChanges<T>>;
}

/** An update's concept link: kept when absent from the request, checked when given. */
const linkedConcept = (
  requested: number | null | undefined,
  current: number | null,
  ctx: KindContext,
): Promise<number | null> =>
  requested === undefined ? Promise.resolve(current) : ctx.ownConceptId(requested);

const KINDS: { [T in StudyItemTable]: StudyKind<T> } = {
  key_concepts: {
    columns: async (input, ctx) => ({
      concept_title: input.concept_title,
      concept_explanation: input.concept_explanation,
      source_page_number: input.source_page_number ?? null,
      source_video_timestamp_start_seconds: input.source_video_timestamp_start_seconds ?? null,
      source_video_timestamp_end_seconds: input.source_video_timestamp_end_seconds ?? null,
      position: await ctx.nextConceptPosition(),
    }),
    changes: async (input, current) => {
      const start =
        input.source_video_timestamp_start_seconds !== undefined
          ? input.source_video_timestamp_start_seconds
          : current.source_video_timestamp_start_seconds;
      const end =
        input.source_video_timestamp_end_seconds !== undefined
          ? input.source_video_timestamp_end_seconds
          : current.source_video_timestamp_end_seconds;
      if (start != null && end != null && end < start) {
        throw new AppError('validation', 'end time must not be before start time', [
          {
            msg: 'end time must not be before start time',
            loc: ['body', 'source_video_timestamp_end_seconds'],
          },
        ]);
      }
      return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    },
  },
  flashcards: {
    columns: async (input, ctx) => ({
      question: input.question,
      answer: input.answer,
      key_concept_id: await ctx.ownConceptId(input.key_concept_id),
    }),
    changes: async (input, current, ctx) => ({
      question: input.question,
      answer: input.answer,
      key_concept_id: await linkedConcept(input.key_concept_id, current.key_concept_id, ctx),
    }),
  },
  quiz_questions: {
    columns: async (input, ctx) => ({
      question: input.question,
      question_type: input.question_type,
      correct_answer: input.correct_answer,
      distractors: JSON.stringify(dedupe(input.distractors, input.correct_answer)),
      key_concept_id: await ctx.ownConceptId(input.key_concept_id),
      difficulty: input.difficulty,
    }),
    changes: async (input, current, ctx) => {
      const questionType = input.question_type ?? current.question_type;
      const distractors = dedupe(input.distractors, input.correct_answer);
      // The type may come from the stored row, so the MCQ/TF rules are checked here rather than in the schema.
      const problems = quizProblems({
        question_type: questionType,
        correct_answer: input.correct_answer,
        distractors,
      }).map((p) => ({ msg: p.message, loc: ['body', ...p.path] }));
      if (problems.length > 0)
        throw new AppError('validation', problems.map((p) => p.msg).join('; '), problems);
      return {
        question: input.question,
        question_type: questionType,
        correct_answer: input.correct_answer,
        distractors: JSON.stringify(distractors),
        key_concept_id: await linkedConcept(input.key_concept_id, current.key_concept_id, ctx),
        difficulty: input.difficulty,
      };
    },
  },
};

/** Key concepts, flashcards and quiz questions of the caller's files. Every id is checked against the owner. */
export class StudyService {
  constructor(
    private readonly items: StudyItemsRepository,
    private readonly files: FilesService,
    private readonly deletions: DeletionsRepository,
  ) {}

  /**
   * The caller's items of one kind changed since the cursor `since`, with the ids deleted since
   * (README "Incremental lists"); of one file when `fileId` is given.
   */
  async changes<T extends StudyItemTable>(
    table: T,
    user: CurrentUser,
    since: string,
    limit: number | null,
    fileId: number | null = null,
  ): Promise<ChangeListing<StudyItemRows[T]>> {
    if (fileId !== null) await this.files.get(user, fileId);
    return listChanges(
      since,
      limit,
      (after, max) => this.items.changedAfter(table, user.id, after, max, fileId),
      (from) => this.deletions.since(user.id, DELETED_ENTITY[table], from, fileId),
    );
  }

  async list<T extends StudyItemTable>(
    table: T,
    user: CurrentUser,
    fileId: number,
  ): Promise<StudyItemRows[T][]> {
    await this.files.get(user, fileId);
    return this.items.list(table, user.id, fileId);
  }

  /** A student's own item (is_custom), in a file of theirs. */
  async create<T extends StudyItemTable>(
    table: T,
    user: CurrentUser,
    fileId: number,
    input: StudyItemInputs[T]['create'],
  ): Promise<StudyItemRows[T]> {
    await this.files.get(user, fileId);
    const columns = await KINDS[table].columns(input, this.context(user, fileId));
    const clientKey = (input as { client_key?: string }).client_key;
    if (!clientKey) return this.items.insertCustom(table, user.id, fileId, columns);
    // A create the device sends again (its answer lost, a second sender) answers with the item
    // made the first time; if that item was deleted since, it stays deleted.
    const outcome = await this.items.insertCustomOnce(table, user.id, fileId, clientKey, columns);
    if ('created' in outcome) return outcome.created;
    if (!outcome.earlier) throw notFound('Item not found');
    return outcome.earlier;
  }

  async update<T extends StudyItemTable>(
    table: T,
    user: CurrentUser,
    fileId: number,
    id: number,
    input: StudyItemInputs[T]['update'],
  ): Promise<StudyItemRows[T]> {
    const current = await this.item(table, user, fileId, id);
    const changes = await KINDS[table].changes(input, current, this.context(user, fileId));
    const row = await this.items.update(table, user.id, id, changes);
    if (!row) throw notFound('Item not found');
    return row;
  }

  async delete(table: StudyItemTable, user: CurrentUser, fileId: number, id: number) {
    await this.item(table, user, fileId, id);
    await this.items.delete(table, user.id, id);
  }

  private async item<T extends StudyItemTable>(
    table: T,
    user: CurrentUser,
    fileId: number,
    id: number,
  ): Promise<StudyItemRows[T]> {
    const row = await this.items.find(table, user.id, fileId, id);
    if (!row) throw notFound('Item not found');
    return row;
  }

  private context(user: CurrentUser, fileId: number): KindContext {
    return {
      ownConceptId: async (conceptId) => {
        if (conceptId == null) return null;
        await this.item('key_concepts', user, fileId, conceptId);
        return conceptId;
      },
      nextConceptPosition: async () => (await this.items.lastConceptPosition(fileId)) + 1,
    };
  }
}

function dedupe(distractors: string[], correct: string): string[] {
  const seen = new Set([correct.trim().toLowerCase()]);
  return distractors.filter((d) => {
    const key = d.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
