// The queries of Stripe billing: the subscription fields of a user's row, the user of a Stripe
// customer, and the webhook events already applied. Reads return typed rows or null.
import type { Kysely } from 'kysely';
import { nowIso } from '../time';
import type { Database } from './schema';

/** What the server keeps of a user's subscription (SPEC point 3 "Subscription data" and ids). */
export interface BillingRow {
  user_id: number;
  email: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  plan: string | null;
  trial_end: string | null;
  cancel_at: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}

/** The subscription and card as last read from Stripe. */
export type SubscriptionState = Pick<
  BillingRow,
  | 'subscription_id'
  | 'subscription_status'
  | 'plan'
  | 'trial_end'
  | 'cancel_at'
  | 'card_brand'
  | 'card_last4'
  | 'card_exp_month'
  | 'card_exp_year'
>;

export class BillingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async byUserId(userId: number): Promise<BillingRow | null> {
    const row = await this.db
      .selectFrom('users')
      .select([
        'id as user_id',
        'email',
        'billing_customer_id as customer_id',
        'billing_subscription_id as subscription_id',
        'subscription_status',
        'plan',
        'trial_end',
        'billing_cancel_at as cancel_at',
        'card_brand',
        'card_last4',
        'card_exp_month',
        'card_exp_year',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The user whose Stripe customer this is, or null (another app's customer, or a deleted user). */
  async userIdOfCustomer(customerId: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('billing_customer_id', '=', customerId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async setCustomer(userId: number, customerId: string | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ billing_customer_id: customerId, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  }

  async saveSubscription(userId: number, state: SubscriptionState): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        billing_subscription_id: state.subscription_id,
        subscription_status: state.subscription_status,
        plan: state.plan,
        trial_end: state.trial_end,
        billing_cancel_at: state.cancel_at,
        card_brand: state.card_brand,
        card_last4: state.card_last4,
        card_exp_month: state.card_exp_month,
        card_exp_year: state.card_exp_year,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  }

  async eventApplied(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('billing_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recordEvent(eventId: string, type: string): Promise<void> {
    await this.db
      .insertInto('billing_events')
      .values({ event_id: eventId, type, received_at: nowIso() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
  }
}
