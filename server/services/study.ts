import type {
  FlashcardCreate,
  FlashcardUpdate,
  KeyConceptCreate,
  KeyConceptPatch,
  QuizCreate,
  QuizUpdate,
} from '../../contract/study';
import { quizProblems } from '../../contract/study';
import type { Db } from '../db/database';
import type { FlashcardRow, KeyConceptRow, QuizQuestionRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { nowIso } from '../time';
import type { FilesService } from './files';
import type { CurrentUser } from '../auth/current-user';

type ItemTable = 'key_concepts' | 'flashcards' | 'quiz_questions';

/** Key concepts, flashcards and quiz questions of the caller's files. Every id is checked against the owner. */
export class StudyService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
  ) {}

  async listConcepts(user: CurrentUser, fileId: number): Promise<KeyConceptRow[]> {
    await this.files.get(user, fileId);
    return this.db.kysely
      .selectFrom('key_concepts')
      .selectAll()
      .where('file_id', '=', fileId)
      .where('user_id', '=', user.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async createConcept(
    user: CurrentUser,
    fileId: number,
    input: KeyConceptCreate,
  ): Promise<KeyConceptRow> {
    await this.files.get(user, fileId);
    const k = this.db.kysely;
    const last = await k
      .selectFrom('key_concepts')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return k
      .insertInto('key_concepts')
      .values({
        user_id: user.id,
        file_id: fileId,
        concept_title: input.concept_title,
        concept_explanation: input.concept_explanation,
        source_page_number: input.source_page_number ?? null,
        source_video_timestamp_start_seconds: input.source_video_timestamp_start_seconds ?? null,
        source_video_timestamp_end_seconds: input.source_video_timestamp_end_seconds ?? null,
        is_custom: 1,
        position: Number(last?.p ?? 0) + 1,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async patchConcept(
    user: CurrentUser,
    fileId: number,
    id: number,
    input: KeyConceptPatch,
  ): Promise<KeyConceptRow> {
    const current = await this.item('key_concepts', user, fileId, id);
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
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    return this.db.kysely
      .updateTable('key_concepts')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async listFlashcards(user: CurrentUser, fileId: number): Promise<FlashcardRow[]> {
    await this.files.get(user, fileId);
    return this.db.kysely
      .selectFrom('flashcards')
      .selectAll()
      .where('file_id', '=', fileId)
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
  }

  async createFlashcard(
    user: CurrentUser,
    fileId: number,
    input: FlashcardCreate,
  ): Promise<FlashcardRow> {
    await this.files.get(user, fileId);
    const conceptId = await this.ownConceptId(user, fileId, input.key_concept_id);
    return this.db.kysely
      .insertInto('flashcards')
      .values({
        user_id: user.id,
        file_id: fileId,
        question: input.question,
        answer: input.answer,
        key_concept_id: conceptId,
        is_custom: 1,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateFlashcard(
    user: CurrentUser,
    fileId: number,
    id: number,
    input: FlashcardUpdate,
  ): Promise<FlashcardRow> {
    const current = await this.item('flashcards', user, fileId, id);
    const conceptId =
      input.key_concept_id === undefined
        ? current.key_concept_id
        : await this.ownConceptId(user, fileId, input.key_concept_id);
    return this.db.kysely
      .updateTable('flashcards')
      .set({ question: input.question, answer: input.answer, key_concept_id: conceptId })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async listQuiz(user: CurrentUser, fileId: number): Promise<QuizQuestionRow[]> {
    await this.files.get(user, fileId);
    return this.db.kysely
      .selectFrom('quiz_questions')
      .selectAll()
      .where('file_id', '=', fileId)
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
  }

  async createQuiz(user: CurrentUser, fileId: number, input: QuizCreate): Promise<QuizQuestionRow> {
    await this.files.get(user, fileId);
    const conceptId = await this.ownConceptId(user, fileId, input.key_concept_id);
    return this.db.kysely
      .insertInto('quiz_questions')
      .values({
        user_id: user.id,
        file_id: fileId,
        question: input.question,
        question_type: input.question_type,
        correct_answer: input.correct_answer,
        distractors: JSON.stringify(dedupe(input.distractors, input.correct_answer)),
        key_concept_id: conceptId,
        is_custom: 1,
        difficulty: input.difficulty,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateQuiz(
    user: CurrentUser,
    fileId: number,
    id: number,
    input: QuizUpdate,
  ): Promise<QuizQuestionRow> {
    const current = await this.item('quiz_questions', user, fileId, id);
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
    const conceptId =
      input.key_concept_id === undefined
        ? current.key_concept_id
        : await this.ownConceptId(user, fileId, input.key_concept_id);
    return this.db.kysely
      .updateTable('quiz_questions')
      .set({
        question: input.question,
        question_type: questionType,
        correct_answer: input.correct_answer,
        distractors: JSON.stringify(distractors),
        key_concept_id: conceptId,
        difficulty: input.difficulty,
      })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteItem(table: ItemTable, user: CurrentUser, fileId: number, id: number): Promise<void> {
    await this.item(table, user, fileId, id);
    await this.db.kysely.transaction().execute(async (tx) => {
      if (table === 'key_concepts') {
        // Cards and questions made from the concept stay; they just lose the link.
        await tx
          .updateTable('flashcards')
          .set({ key_concept_id: null })
          .where('key_concept_id', '=', id)
          .execute();
        await tx
          .updateTable('quiz_questions')
          .set({ key_concept_id: null })
          .where('key_concept_id', '=', id)
          .execute();
      }
      await tx.deleteFrom(table).where('id', '=', id).where('user_id', '=', user.id).execute();
    });
  }

  private async item<T extends ItemTable>(table: T, user: CurrentUser, fileId: number, id: number) {
    const row = await this.db.kysely
      .selectFrom(table as 'key_concepts')
      .selectAll()
      .where('id', '=', id)
      .where('file_id', '=', fileId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound('Item not found');
    return row as unknown as T extends 'key_concepts'
      ? KeyConceptRow
      : T extends 'flashcards'
        ? FlashcardRow
        : QuizQuestionRow;
  }

  private async ownConceptId(
    user: CurrentUser,
    fileId: number,
    conceptId: number | null | undefined,
  ): Promise<number | null> {
    if (conceptId == null) return null;
    await this.item('key_concepts', user, fileId, conceptId);
    return conceptId;
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
