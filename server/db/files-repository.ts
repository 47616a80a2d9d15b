// The queries of the files aggregate: a user's uploads and YouTube links. Reads return typed rows
// or null; reads and writes by id are scoped by owner except where a caller proves ownership
// otherwise (a signed content link, a job). Built on a Kysely instance or a transaction.
import type { Kysely } from 'kysely';
import { nowIso } from '../time';
import { changedAfter, type ChangePosition } from './changes';
import { DeletionsRepository } from './deletions-repository';
import type { Database, FileRow, FileUpdate, NewFile } from './schema';

/** What a file's deletion removes with it, children first, in one transaction. */
const FILE_CHILDREN = ['chunks', 'flashcards', 'quiz_questions', 'key_concepts', 'jobs'] as const;

export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Any user's file: for callers that proved ownership another way (a signature, a job). */
  async byId(id: number): Promise<FileRow | null> {
    const row = await this.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The owner's file, or null: another user's id reads as a missing one. */
  async ofOwner(userId: number, id: number): Promise<FileRow | null> {
    const row = await this.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** One page of the owner's files, newest first, and how many there are in all. */
  async page(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ rows: FileRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.newestFirst(userId)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The owner's files changed after `after` (all with null), in change order, at most `limit`. */
  changedAfter(userId: number, after: ChangePosition | null, limit: number | null) {
    let query = this.db.selectFrom('files').selectAll().where('user_id', '=', userId);
    if (after) query = query.where(changedAfter(after));
    query = query.orderBy('updated_at').orderBy('id');
    return (limit === null ? query : query.limit(limit)).execute();
  }

  async countOfOwner(userId: number): Promise<number> {
    const count = await this.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(count.n);
  }

  /** Every file of the owner, newest first. */
  allOfOwner(userId: number): Promise<FileRow[]> {
    return this.newestFirst(userId).execute();
  }

  /** Name and status of the owner's files (of `ids` only, when given). */
  statusesOfOwner(
    userId: number,
    ids: readonly number[] | null,
  ): Promise<Pick<FileRow, 'id' | 'file_name' | 'status'>[]> {
    let query = this.db
      .selectFrom('files')
      .select(['id', 'file_name', 'status'])
      .where('user_id', '=', userId);
    if (ids) {
      if (ids.length === 0) return Promise.resolve([]);
      query = query.where('id', 'in', [...ids]);
    }
    return query.orderBy('id').execute();
  }

  /** Which of `ids` are the owner's files. */
  async ownedIds(userId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => r.id);
  }

  insert(values: NewFile): Promise<FileRow> {
    return this.db.insertInto('files').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Applies `changes` (and marks the row changed now); null when the file is gone (deleted meanwhile). */
  async update(id: number, changes: FileUpdate): Promise<FileRow | null> {
    const row = await this.db
      .updateTable('files')
      .set({ updated_at: nowIso(), ...changes })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Removes the owner's file with its chunks, study items and jobs, in one transaction, leaving
   * one tombstone: a client drops the items of a deleted file with it.
   */
  async delete(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const table of FILE_CHILDREN)
        await tx.deleteFrom(table).where('file_id', '=', id).execute();
      const gone = await tx
        .deleteFrom('files')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .execute();
      await new DeletionsRepository(tx).record(
        userId,
        'file',
        gone.map((row) => ({ id: row.id, file_id: row.id })),
      );
    });
  }

  private newestFirst(userId: number) {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  }
}
