import type { SubscriptionStatus } from '../../../contract';

/** Which Payment card to show (SPEC point 4 "Subscription"). */
export type PaymentView =
  'free' | 'none' | 'trialing' | 'active' | 'ended' | 'update' | 'subscribe';

export function paymentView(
  billing: 'free' | 'stripe' | null,
  subscription: SubscriptionStatus | null,
): PaymentView {
  if (billing === 'free') return 'free';
  if (!subscription) return 'subscribe';
  const status = subscription.subscription_status;
  if (status === null || status === 'none') return 'none';
  if (status === 'trialing') return 'trialing';
  if (status === 'active') return 'active';
  if (status === 'deleted' || status === 'canceled') return 'ended';
  return 'update';
}

export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}
