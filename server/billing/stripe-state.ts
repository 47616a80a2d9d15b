import type Stripe from 'stripe';
import type { SubscriptionState } from '../db/billing-repository';

/** The plan's name in the app and in analytics (SPEC point 9). */
export const PLAN = 'standard';

/** Statuses after which a subscription can no longer be paid or resumed. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
/** Statuses whose open invoice waits for a (new) card. */
export const UNPAID_STATUSES: ReadonlySet<string> = new Set(['incomplete', 'past_due', 'unpaid']);

export interface Card {
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
}

export const NO_CARD: Card = { brand: null, last4: null, exp_month: null, exp_year: null };

const iso = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/** The card of a payment method when Stripe sent it whole (an id alone says nothing). */
export function cardOf(method: string | Stripe.PaymentMethod | null | undefined): Card | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand, last4, exp_month, exp_year };
}

/** When a scheduled cancellation ends the subscription. */
function cancelAt(sub: Stripe.Subscription): string | null {
  if (ENDED_STATUSES.has(sub.status)) return null;
  if (sub.cancel_at) return iso(sub.cancel_at);
  if (!sub.cancel_at_period_end) return null;
  return iso(sub.items.data[0]?.current_period_end ?? null);
}

/** What the server stores of a subscription as Stripe returned it. */
export function stateOf(sub: Stripe.Subscription, card: Card): SubscriptionState {
  return {
    subscription_id: sub.id,
    subscription_status: sub.status,
    plan: PLAN,
    trial_end: iso(sub.trial_end),
    cancel_at: cancelAt(sub),
    card_brand: card.brand,
    card_last4: card.last4,
    card_exp_month: card.exp_month,
    card_exp_year: card.exp_year,
  };
}

/** The secret with which the browser confirms the open invoice's payment, if Stripe sent one. */
export function invoiceSecret(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  if (invoice.status !== 'open') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/** The customer id an event's object belongs to (a customer is its own). */
export function customerOfEvent(object: {
  object?: string;
  id?: string;
  customer?: unknown;
}): string | null {
  if (object.object === 'customer') return typeof object.id === 'string' ? object.id : null;
  const customer = object.customer;
  if (typeof customer === 'string') return customer;
  if (
    customer &&
    typeof customer === 'object' &&
    'id' in customer &&
    typeof customer.id === 'string'
  )
    return customer.id;
  return null;
}
