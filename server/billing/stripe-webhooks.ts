import type Stripe from 'stripe';
import type { BillingRepository } from '../db/billing-repository';
import { customerOfEvent, ENDED_STATUSES, NO_CARD } from './stripe-state';

/** Events that can change a subscription's status, trial, scheduled end or card. */
const RELEVANT = [
  'customer.subscription.',
  'invoice.',
  'payment_method.',
  'setup_intent.',
  'customer.updated',
  'customer.deleted',
];

/**
 * Applies one verified event. The event only says which user changed: the subscription is then
 * read from Stripe, so an event delivered late or twice never puts an older state back.
 */
export async function applyWebhookEvent(
  event: Stripe.Event,
  repo: BillingRepository,
  sync: (userId: number, subscriptionId: string) => Promise<void>,
): Promise<void> {
  if (!RELEVANT.some((prefix) => event.type.startsWith(prefix))) return;
  const object = event.data.object as { object?: string; id?: string; customer?: unknown };
  const customer = customerOfEvent(object);
  if (!customer) return;
  const userId = await repo.userIdOfCustomer(customer);
  if (userId === null) return; // not one of ours (another app on the account, or a deleted user)
  const row = await repo.byUserId(userId);
  if (!row) return;

  if (event.type === 'customer.deleted') {
    // Deleted in Stripe's dashboard: its subscriptions are cancelled with it.
    await repo.setCustomer(userId, null);
    await repo.saveSubscription(userId, {
      subscription_id: row.subscription_id,
      subscription_status: row.subscription_id ? 'canceled' : null,
      plan: row.plan,
      trial_end: row.trial_end,
      cancel_at: null,
      card_brand: NO_CARD.brand,
      card_last4: NO_CARD.last4,
      card_exp_month: NO_CARD.exp_month,
      card_exp_year: NO_CARD.exp_year,
    });
    return;
  }

  let subscriptionId = row.subscription_id;
  if (object.object === 'subscription' && object.id && object.id !== subscriptionId) {
    // Another subscription of the customer (say, made in the dashboard) is followed only when
    // the one we follow has ended.
    const followed = row.subscription_status;
    if (subscriptionId && followed && !ENDED_STATUSES.has(followed)) return;
    subscriptionId = object.id;
  }
  if (!subscriptionId) return;
  await sync(userId, subscriptionId);
}
