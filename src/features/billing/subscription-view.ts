import type { SubscriptionStatus } from '../../../contract';
import { formatLongDate } from '../../lib/i18n/format';

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

/** A trial's or a period's end, with the month's name in the interface's locale. */
export function formatDate(iso: string | null, locale: string): string | null {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return formatLongDate(iso, locale);
}
