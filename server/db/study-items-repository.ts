// The queries of the study items aggregate: key concepts, flashcards and quiz questions of a
// user's files. Reads return typed rows or null; every read and write by id is scoped by owner.
// Built on a Kysely instance or a transaction, so a service can join these writes with others.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { nowIso } from '../time';
import { changedAfter, type ChangePosition } from './changes';
import { DeletionsRepository } from './deletions-repository';
import type {
  Database,
  DeletedEntity,
  FlashcardRow,
  KeyConceptRow,
  QuizQuestionRow,
} from './schema';

/** The row of each kind of study item, by table. */
export interface StudyItemRows {
  key_concepts: KeyConceptRow;
  flashcards: FlashcardRow;
  quiz_questions: QuizQuestionRow;
}

export type StudyItemTable = keyof StudyItemRows;
export type NewStudyItem<T extends StudyItemTable> = Insertable<Database[T]>;
export type StudyItemChanges<T extends StudyItemTable> = Updateable<Database[T]>;
/** What a request decides of a new item; the owner, file, origin and times are set here. */
export type StudyItemColumns<T extends StudyItemTable> = Omit<
  NewStudyItem<T>,
  'id' | 'user_id' | 'file_id' | 'is_custom' | 'created_at' | 'updated_at'
>;

/** The name of each kind of item in tombstones. */
export const DELETED_ENTITY: Record<StudyItemTable, DeletedEntity> = {
  key_concepts: 'key_concept',
  flashcards: 'flashcard',
  quiz_questions: 'quiz_question',
};

export const STUDY_ITEM_TABLES: readonly StudyItemTable[] = [
  'key_concepts',
  'flashcards',
  'quiz_questions',
];

/** Kysely types each query by its table; one cast per query stands for "the row of T". */
type AnyItemTable = 'key_concepts';

export class StudyItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One kind of item of a file: key concepts in their Default Order, the others by id. */
  async list<T extends StudyItemTable>(
    table: T,
    userId: number,
    fileId: number,
  ): Promise<StudyItemRows[T][]> {
    let query = this.db
      .selectFrom(table as AnyItemTable)
      .selectAll()
      .where('file_id', '=', fileId)
      .where('user_id', '=', userId);
    if (table === 'key_concepts') query = query.orderBy('position');
    const rows = await query.orderBy('id').execute();
    return rows as StudyItemRows[T][];
  }

  /**
   * The owner's items of one kind changed after `after` (all with null), in change order, at
   * most `limit`; of one file when `fileId` is given.
   */
  async changedAfter<T extends StudyItemTable>(
    table: T,
    userId: number,
    after: ChangePosition | null,
    limit: number | null,
    fileId: number | null = null,
  ): Promise<StudyItemRows[T][]> {
    let query = this.db
      .selectFrom(table as AnyItemTable)
      .selectAll()
      .where('user_id', '=', userId);
    if (fileId !== null) query = query.where('file_id', '=', fileId);
    if (after) query = query.where(changedAfter(after));
    query = query.orderBy('updated_at').orderBy('id');
    const rows = await (limit === null ? query : query.limit(limit)).execute();
    return rows as StudyItemRows[T][];
  }

  /** The owner's item of that file, or null. */
  async find<T extends StudyItemTable>(
    table: T,
    userId: number,
    fileId: number,
    id: number,
  ): Promise<StudyItemRows[T] | null> {
    const row = await this.db
      .selectFrom(table as AnyItemTable)
      .selectAll()
      .where('id', '=', id)
      .where('file_id', '=', fileId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (row as StudyItemRows[T] | undefined) ?? null;
  }

  /** A student's own item (is_custom) in a file of theirs. */
  async insertCustom<T extends StudyItemTable>(
    table: T,
    userId: number,
    fileId: number,
    columns: StudyItemColumns<T>,
  ): Promise<StudyItemRows[T]> {
    const now = nowIso();
    const row = await this.db
      .insertInto(table as AnyItemTable)
      .values({
        ...(columns as StudyItemColumns<AnyItemTable>),
        user_id: userId,
        file_id: fileId,
        is_custom: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row as StudyItemRows[T];
  }

  /**
   * Creates the item unless the device's `clientKey` made one already (a create sent twice):
   * then returns the id made the first time (null when that item was deleted since). One
   * transaction, so two senders of the same create make one item.
   */
  async insertCustomOnce<T extends StudyItemTable>(
    table: T,
    userId: number,
    fileId: number,
    clientKey: string,
    columns: StudyItemColumns<T>,
  ): Promise<{ created: StudyItemRows[T] } | { earlier: StudyItemRows[T] | null }> {
    return this.db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('client_creations')
        .values({
          user_id: userId,
          client_key: clientKey,
          item_table: table,
          item_id: 0,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
        .returning('client_key')
        .executeTakeFirst();
      if (!claimed) {
        const earlier = await tx
          .selectFrom('client_creations')
          .select(['item_table', 'item_id'])
          .where('user_id', '=', userId)
          .where('client_key', '=', clientKey)
          .executeTakeFirst();
        if (!earlier || earlier.item_table !== table) return { earlier: null };
        const row = await new StudyItemsRepository(tx).find(table, userId, fileId, earlier.item_id);
        return { earlier: row };
      }
      const row = await new StudyItemsRepository(tx).insertCustom(table, userId, fileId, columns);
      await tx
        .updateTable('client_creations')
        .set({ item_id: row.id })
        .where('user_id', '=', userId)
        .where('client_key', '=', clientKey)
        .execute();
      return { created: row };
    });
  }

  /** Applies `changes` to the owner's item; null when there is no such item. */
  async update<T extends StudyItemTable>(
    table: T,
    userId: number,
    id: number,
    changes: StudyItemChanges<T>,
  ): Promise<StudyItemRows[T] | null> {
    const row = await this.db
      .updateTable(table as AnyItemTable)
      .set({ ...(changes as StudyItemChanges<AnyItemTable>), updated_at: nowIso() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return (row as StudyItemRows[T] | undefined) ?? null;
  }

  /**
   * Deletes the owner's item and leaves its tombstone. Cards and questions made from a deleted
   * concept stay; they lose the link (a change their mirrors pull), in the same transaction.
   */
  async delete(table: StudyItemTable, userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (table === 'key_concepts') {
        const now = nowIso();
        for (const linked of ['flashcards', 'quiz_questions'] as const)
          await tx
            .updateTable(linked)
            .set({ key_concept_id: null, updated_at: now })
            .where('key_concept_id', '=', id)
            .where('user_id', '=', userId)
            .execute();
      }
      const gone = await tx
        .deleteFrom(table as AnyItemTable)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['id', 'file_id'])
        .execute();
      await new DeletionsRepository(tx).record(userId, DELETED_ENTITY[table], gone);
    });
  }

  /** Every concept of the owner, file by file in their Default Order (the assistant's overview). */
  conceptsOfOwner(userId: number) {
    return this.db
      .selectFrom('key_concepts')
      .select([
        'file_id',
        'concept_title',
        'concept_explanation',
        'source_page_number',
        'source_video_timestamp_start_seconds',
        'position',
      ])
      .where('user_id', '=', userId)
      .orderBy('file_id')
      .orderBy('position')
      .execute();
  }

  /** Every quiz question of the owner with the title of its concept, by id. */
  quizQuestionsOfOwner(userId: number) {
    return this.db
      .selectFrom('quiz_questions')
      .leftJoin('key_concepts', 'key_concepts.id', 'quiz_questions.key_concept_id')
      .select([
        'quiz_questions.file_id',
        'quiz_questions.question',
        'quiz_questions.question_type',
        'quiz_questions.correct_answer',
        'quiz_questions.distractors',
        'key_concepts.concept_title',
      ])
      .where('quiz_questions.user_id', '=', userId)
      .orderBy('quiz_questions.id')
      .execute();
  }

  /** The largest concept position of a file (0 without concepts): custom concepts go after it. */
  async lastConceptPosition(fileId: number): Promise<number> {
    const last = await this.db
      .selectFrom('key_concepts')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return Number(last?.p ?? 0);
  }

  /**
   * Removes what processing generated for the owner's file, leaving tombstones; the student's
   * own items stay. Run it inside the transaction that writes the new set.
   */
  async deleteGenerated(userId: number, fileId: number): Promise<void> {
    const deletions = new DeletionsRepository(this.db);
    for (const table of STUDY_ITEM_TABLES) {
      const gone = await this.db
        .deleteFrom(table as AnyItemTable)
        .where('file_id', '=', fileId)
        .where('is_custom', '=', 0)
        .returning(['id', 'file_id'])
        .execute();
      await deletions.record(userId, DELETED_ENTITY[table], gone);
    }
  }

  /** Inserts many items in batches; resolves with their ids in order. */
  async insertMany<T extends StudyItemTable>(
    table: T,
    rows: NewStudyItem<T>[],
    batchSize = 100,
  ): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += batchSize) {
      const inserted = await this.db
        .insertInto(table as AnyItemTable)
        .values(rows.slice(i, i + batchSize) as NewStudyItem<AnyItemTable>[])
        .returning('id')
        .execute();
      ids.push(...inserted.map((r) => r.id));
    }
    return ids;
  }
}
