import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Questions asked while their files were still being processed: each is answered in its chat
// once the files it waits for are processed (or failed), then its row goes.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('pending_answers')
    .addColumn('id', idColumn, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('history_id', 'integer', (c) =>
      c.notNull().references('chat_histories.id').onDelete('cascade'),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('comprehension_level', 'text', (c) => c.notNull())
    /** Origin of the request, for absolute citation links. */
    .addColumn('origin', 'text', (c) => c.notNull())
    /** JSON list of the ids of the files it waits for. */
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_answers_user')
    .on('pending_answers')
    .column('user_id')
    .execute();
}
