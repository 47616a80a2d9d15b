import type { Kysely } from 'kysely';

// Creations a device names with its own key: a create sent again (its answer lost on the way, a
// second sender) finds the item made the first time instead of making another.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_creations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('item_table', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_creations_pk', ['user_id', 'client_key'])
    .execute();
}
