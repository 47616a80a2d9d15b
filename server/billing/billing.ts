import type { SubscriptionStatus } from '../../contract/subscriptions';
import type { CurrentUser } from '../auth/current-user';

/** Subscription state and payment actions. `free` (default) or Stripe (a later issue). */
export interface Billing {
  readonly mode: 'free' | 'stripe';
  status(user: CurrentUser): Promise<SubscriptionStatus>;
  subscribe(
    user: CurrentUser,
    paymentMethod: string,
  ): Promise<{ subscription_status: string | null }>;
  updatePayment(
    user: CurrentUser,
    paymentMethodId: string,
  ): Promise<{
    subscription_status: string | null;
    card_brand: string | null;
    card_last4: string | null;
  }>;
  startTrial(user: CurrentUser): Promise<{ trial_end: string | null }>;
  cancel(user: CurrentUser): Promise<{ subscription_status: string | null }>;
}
