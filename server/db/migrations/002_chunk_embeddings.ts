import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Vectors of chunks when an embeddings endpoint is configured (hybrid retrieval).
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('chunk_embeddings')
    .addColumn('chunk_id', 'integer', (c) =>
      c.primaryKey().references('chunks.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    /** JSON array of numbers. */
    .addColumn('vector', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chunk_embeddings_user')
    .on('chunk_embeddings')
    .column('user_id')
    .execute();
}
