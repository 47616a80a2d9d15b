// The queries of the users aggregate: one row per identity, whose id scopes every other table.
// Reads return typed rows or null. Built on a Kysely instance or a transaction.
import type { Kysely } from 'kysely';
import { nowIso } from '../time';
import type { Database, UserRow } from './schema';

/** What an account's deletion removes before the user row, children first. */
const USER_DATA = [
  'pending_answers',
  'messages',
  'chat_histories',
  'chunks',
  'flashcards',
  'quiz_questions',
  'key_concepts',
  'jobs',
  'files',
] as const;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The row id of an identity, or null when it has no account. */
  async idOfUid(uid: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('firebase_uid', '=', uid)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async byId(id: number): Promise<UserRow | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Creates or updates the row of an identity (idempotent under concurrent first calls). */
  async upsert(uid: string, email: string | null): Promise<UserRow> {
    const now = nowIso();
    await this.db
      .insertInto('users')
      .values({
        firebase_uid: uid,
        email,
        subscription_status: null,
        plan: null,
        trial_end: null,
        card_brand: null,
        card_last4: null,
        card_exp_month: null,
        card_exp_year: null,
        billing_customer_id: null,
        billing_subscription_id: null,
        billing_cancel_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        email === null
          ? oc.column('firebase_uid').doNothing()
          : oc.column('firebase_uid').doUpdateSet({ email, updated_at: now }),
      )
      .execute();
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow();
  }

  /**
   * Deletes the user's row and every row of theirs, in one transaction; resolves with the keys of
   * the blobs their files held, for the caller to remove once the rows are gone.
   */
  /** The blob keys of the user's files (contents and subtitle sidecars). */
  async blobKeysOf(userId: number): Promise<string[]> {
    const files = await this.db
      .selectFrom('files')
      .select(['blob_key', 'sidecar_blob_key'])
      .where('user_id', '=', userId)
      .execute();
    return files.flatMap((f) => [f.blob_key, f.sidecar_blob_key]).filter((k) => k !== null);
  }

  async deleteWithData(userId: number): Promise<string[]> {
    return this.db.transaction().execute(async (tx) => {
      const files = await tx
        .selectFrom('files')
        .select(['blob_key', 'sidecar_blob_key'])
        .where('user_id', '=', userId)
        .execute();
      // Children first: PostgreSQL and SQLite both cascade, but explicit order keeps the FTS triggers simple.
      for (const table of USER_DATA)
        await tx.deleteFrom(table).where('user_id', '=', userId).execute();
      await tx.deleteFrom('users').where('id', '=', userId).execute();
      return files.flatMap((f) => [f.blob_key, f.sidecar_blob_key]).filter((k) => k !== null);
    });
  }
}
