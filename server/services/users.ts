import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { CurrentUser } from '../auth/current-user';
import type { VerifiedIdentity } from '../auth/verifier';
import type { BlobStore } from '../storage/blob-store';
import { nowIso } from '../time';

/** Users are created from verified identities; the row id scopes every other table. */
export class UsersService {
  private readonly idByUid = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
  ) {}

  /** The caller's row, created on first sight (idempotent, safe under concurrent first requests). */
  async ensure(identity: VerifiedIdentity): Promise<CurrentUser> {
    const cached = this.idByUid.get(identity.uid);
    if (cached !== undefined) return { id: cached, uid: identity.uid, email: identity.email };
    const row = await this.upsert(identity.uid, identity.email);
    this.idByUid.set(identity.uid, row.id);
    return { id: row.id, uid: row.firebase_uid, email: row.email };
  }

  async upsert(uid: string, email: string | null): Promise<UserRow> {
    const now = nowIso();
    const k = this.db.kysely;
    await k
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
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        email === null
          ? oc.column('firebase_uid').doNothing()
          : oc.column('firebase_uid').doUpdateSet({ email, updated_at: now }),
      )
      .execute();
    return k
      .selectFrom('users')
      .selectAll()
      .where('firebase_uid', '=', uid)
      .executeTakeFirstOrThrow();
  }

  async get(userId: number): Promise<UserRow | null> {
    return (
      (await this.db.kysely
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirst()) ?? null
    );
  }

  /** Deletes every row of the user (cascading from users) and then every blob they owned. */
  async delete(user: CurrentUser): Promise<void> {
    const k = this.db.kysely;
    const files = await k
      .selectFrom('files')
      .select(['blob_key', 'sidecar_blob_key'])
      .where('user_id', '=', user.id)
      .execute();
    await k.transaction().execute(async (tx) => {
      // Children first: PostgreSQL and SQLite both cascade, but explicit order keeps the FTS triggers simple.
      for (const table of [
        'messages',
        'chat_histories',
        'chunks',
        'flashcards',
        'quiz_questions',
        'key_concepts',
        'jobs',
        'files',
      ] as const) {
        await tx.deleteFrom(table).where('user_id', '=', user.id).execute();
      }
      await tx.deleteFrom('users').where('id', '=', user.id).execute();
    });
    this.idByUid.delete(user.uid);
    for (const f of files) {
      for (const key of [f.blob_key, f.sidecar_blob_key]) if (key) await this.blobs.delete(key);
    }
  }
}
