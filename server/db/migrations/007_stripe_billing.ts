import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Stripe billing: the user's subscription id and a scheduled end, and the webhook events already
// applied (Stripe delivers an event at least once, so each id is applied once).
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('billing_subscription_id', 'text').execute();
  await db.schema.alterTable('users').addColumn('billing_cancel_at', 'text').execute();
  await db.schema
    .createIndex('users_billing_customer')
    .on('users')
    .column('billing_customer_id')
    .execute();
  await db.schema
    .createTable('billing_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
