// The queries of the files aggregate: a user's uploads and YouTube links. Reads return typed rows
// or null; reads and writes by id are scoped by owner except where a caller proves ownership
// otherwise (a signed content link, a job). Built on a Kysely instance or a transaction.
import type { Kysely } from 'kysely';
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

  /** Every file of the owner, newest first. */
  allOfOwner(userId: number): Promise<FileRow[]> {
    return this.newestFirst(userId).execute();
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

  /** Applies `changes`; null when the file is gone (deleted meanwhile). */
  async update(id: number, changes: FileUpdate): Promise<FileRow | null> {
    const row = await this.db
      .updateTable('files')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Removes the owner's file with its chunks, study items and jobs, in one transaction. */
  async delete(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const table of FILE_CHILDREN)
        await tx.deleteFrom(table).where('file_id', '=', id).execute();
      await tx.deleteFrom('files').where('id', '=', id).where('user_id', '=', userId).execute();
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
