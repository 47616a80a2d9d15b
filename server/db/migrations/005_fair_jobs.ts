import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Fair processing: each job carries the round it is served in (server/jobs/job-queue.ts), so
// jobs are claimed round-robin across users; users' waiting jobs are counted for the cap.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('jobs_state').execute();
  await db.schema
    .createIndex('jobs_claim_order')
    .on('jobs')
    .columns(['state', 'round', 'id'])
    .execute();
  await db.schema.createIndex('jobs_user_state').on('jobs').columns(['user_id', 'state']).execute();
}
