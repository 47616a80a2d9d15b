import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Every entity of SPEC point 3 plus users, chunks (with a full-text index) and jobs.
// One code path for both dialects; only the id column and the search index differ.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const table = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', idColumn, (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const userRef = (name: string) =>
    table(name).addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    );
  const fileRef = (name: string) =>
    userRef(name).addColumn('file_id', 'integer', (c) =>
      c.notNull().references('files.id').onDelete('cascade'),
    );

  await table('users')
    .addColumn('firebase_uid', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('subscription_status', 'text')
    .addColumn('plan', 'text')
    .addColumn('trial_end', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('billing_customer_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await userRef('files')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('blob_key', 'text')
    .addColumn('sidecar_blob_key', 'text')
    .addColumn('youtube_url', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('page_count', 'integer')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('comprehension_level', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('files_user_created')
    .on('files')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await fileRef('key_concepts')
    .addColumn('concept_title', 'text', (c) => c.notNull())
    .addColumn('concept_explanation', 'text', (c) => c.notNull())
    .addColumn('source_page_number', 'integer')
    .addColumn('source_video_timestamp_start_seconds', 'double precision')
    .addColumn('source_video_timestamp_end_seconds', 'double precision')
    .addColumn('is_custom', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('key_concepts_file').on('key_concepts').column('file_id').execute();

  await fileRef('flashcards')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('key_concept_id', 'integer')
    .addColumn('is_custom', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flashcards_file').on('flashcards').column('file_id').execute();

  await fileRef('quiz_questions')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('distractors', 'text', (c) => c.notNull())
    .addColumn('key_concept_id', 'integer')
    .addColumn('is_custom', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_questions_file')
    .on('quiz_questions')
    .column('file_id')
    .execute();

  await userRef('chat_histories')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_histories_user')
    .on('chat_histories')
    .columns(['user_id', 'updated_at'])
    .execute();

  await userRef('messages')
    .addColumn('history_id', 'integer', (c) =>
      c.notNull().references('chat_histories.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('is_liked', 'integer', (c) => c.notNull())
    .addColumn('is_disliked', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_history').on('messages').column('history_id').execute();

  await fileRef('chunks')
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('page_start', 'integer')
    .addColumn('page_end', 'integer')
    .addColumn('start_seconds', 'double precision')
    .addColumn('end_seconds', 'double precision')
    .addColumn('heading', 'text')
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chunks_file').on('chunks').columns(['file_id', 'idx']).execute();
  await db.schema.createIndex('chunks_user').on('chunks').column('user_id').execute();

  if (dialect === 'postgres') {
    await sql`alter table chunks add column tsv tsvector generated always as (to_tsvector('english', text)) stored`.execute(
      db,
    );
    await sql`create index chunks_tsv on chunks using gin (tsv)`.execute(db);
  } else {
    // External-content FTS5 table kept in step with chunks by triggers.
    await sql`create virtual table chunks_fts using fts5(text, content='chunks', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger chunks_ai after insert on chunks begin insert into chunks_fts(rowid, text) values (new.id, new.text); end`.execute(
      db,
    );
    await sql`create trigger chunks_ad after delete on chunks begin insert into chunks_fts(chunks_fts, rowid, text) values ('delete', old.id, old.text); end`.execute(
      db,
    );
  }

  await userRef('jobs')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_state').on('jobs').columns(['state', 'id']).execute();
}
