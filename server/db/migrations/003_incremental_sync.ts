import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** The tables a client mirrors and pulls incrementally (README "Incremental lists"). */
const MIRRORED = [
  'files',
  'key_concepts',
  'flashcards',
  'quiz_questions',
  'chat_histories',
  'messages',
  'chunks',
] as const;

// Incremental lists: every mirrored row says when it last changed (`updated_at`, indexed with the
// owner and id so "what changed since" is a range scan), and deletions leave a tombstone so a
// client learns what to drop. Rows that existed before get their creation time (chunks, which
// have none, their file's last change).
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const table of ['key_concepts', 'flashcards', 'quiz_questions', 'messages', 'chunks']) {
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  for (const table of ['key_concepts', 'flashcards', 'quiz_questions', 'messages']) {
    await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
  }
  await sql`update chunks set updated_at = (select f.updated_at from files f where f.id = chunks.file_id)`.execute(
    db,
  );
  for (const table of MIRRORED) {
    await db.schema
      .createIndex(`${table}_user_changes`)
      .on(table)
      .columns(['user_id', 'updated_at', 'id'])
      .execute();
  }

  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('deletions')
    .addColumn('id', idColumn, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'file', 'key_concept', 'flashcard', 'quiz_question', 'chat_history', 'chunk'. */
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer')
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deletions_user_entity')
    .on('deletions')
    .columns(['user_id', 'entity', 'deleted_at'])
    .execute();
}
