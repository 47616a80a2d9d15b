import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Spaced repetition: the immutable review logs devices send, each card's state replayed from
// them, and where each generated flashcard and quiz question came from. Logs and states go with
// their card (foreign keys cascade), so deleting a card, a file or an account deletes its logs.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const seqColumn = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('review_logs')
    .addColumn('seq', seqColumn, (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flashcard_id', 'integer', (c) =>
      c.notNull().references('flashcards.id').onDelete('cascade'),
    )
    /** The id the device gave the log: a batch delivered twice is stored once. */
    .addColumn('log_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    /** ms since the epoch: replays sort on it. */
    .addColumn('reviewed_at', 'bigint', (c) => c.notNull())
    .addColumn('retention', 'double precision', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('source', 'text', (c) => c.notNull())
    /** JSON of the state the device saw before the review, or null. */
    .addColumn('state_before', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_logs_user_log')
    .on('review_logs')
    .columns(['user_id', 'log_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('review_logs_card')
    .on('review_logs')
    .columns(['flashcard_id', 'reviewed_at'])
    .execute();
  await db.schema
    .createIndex('review_logs_user_seq')
    .on('review_logs')
    .columns(['user_id', 'seq'])
    .execute();

  await db.schema
    .createTable('review_states')
    .addColumn('flashcard_id', 'integer', (c) =>
      c.primaryKey().references('flashcards.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('due', 'bigint', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'double precision', (c) => c.notNull())
    .addColumn('scheduled_days', 'double precision', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_states_user_due')
    .on('review_states')
    .columns(['user_id', 'due'])
    .execute();

  for (const table of ['flashcards', 'quiz_questions']) {
    await db.schema.alterTable(table).addColumn('source_page_number', 'integer').execute();
    await db.schema
      .alterTable(table)
      .addColumn('source_video_timestamp_start_seconds', 'double precision')
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('source_video_timestamp_end_seconds', 'double precision')
      .execute();
  }
}
