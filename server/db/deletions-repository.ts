// Tombstones: what was deleted, so a client pulling "what changed since" learns what to drop.
// Written in the transaction of the deletion itself; a user's tombstones older than
// TOMBSTONE_DAYS are purged as new ones are written (a cursor that old gets a full listing).
import type { Kysely } from 'kysely';
import { nowIso } from '../time';
import { TOMBSTONE_DAYS } from './changes';
import type { Database, DeletedEntity } from './schema';

export interface DeletedRow {
  id: number;
  file_id: number | null;
}

export class DeletionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records that `rows` of `entity` are gone (call inside the deleting transaction). */
  async record(userId: number, entity: DeletedEntity, rows: readonly DeletedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const now = nowIso();
    const horizon = new Date(Date.parse(now) - TOMBSTONE_DAYS * 86_400_000).toISOString();
    await this.db
      .deleteFrom('deletions')
      .where('user_id', '=', userId)
      .where('deleted_at', '<', horizon)
      .execute();
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto('deletions')
        .values(
          rows.slice(i, i + 500).map((row) => ({
            user_id: userId,
            entity,
            entity_id: row.id,
            file_id: row.file_id,
            deleted_at: now,
          })),
        )
        .execute();
    }
  }

  /** Ids of `entity` deleted at or after `from`, of one file when `fileId` is given. */
  async since(
    userId: number,
    entity: DeletedEntity,
    from: string,
    fileId: number | null = null,
  ): Promise<number[]> {
    let query = this.db
      .selectFrom('deletions')
      .select('entity_id')
      .where('user_id', '=', userId)
      .where('entity', '=', entity)
      .where('deleted_at', '>=', from);
    if (fileId !== null) query = query.where('file_id', '=', fileId);
    const rows = await query.orderBy('id').execute();
    return [...new Set(rows.map((r) => r.entity_id))];
  }
}
