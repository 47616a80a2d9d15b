import type {
  SubscribeResponse,
  SubscriptionStatus,
  UpdatePaymentResponse,
} from '../../contract/subscriptions';
import type { CurrentUser } from '../auth/current-user';

/** Subscription state and payment actions: `free` (default) or Stripe. */
export interface Billing {
  readonly mode: 'free' | 'stripe';
  status(user: CurrentUser): Promise<SubscriptionStatus>;
  subscribe(user: CurrentUser, paymentMethod: string): Promise<SubscribeResponse>;
  updatePayment(user: CurrentUser, paymentMethodId: string): Promise<UpdatePaymentResponse>;
  startTrial(user: CurrentUser): Promise<{ trial_end: string | null }>;
  cancel(
    user: CurrentUser,
  ): Promise<{ subscription_status: string | null; cancel_at: string | null }>;
  /** Throws a 402 AppError unless the user may chat (SPEC point 6: active or trialing). */
  requireChat(user: CurrentUser): Promise<void>;
  /** Before an account is deleted: ends what the payment provider keeps of the user. */
  forgetCustomer(user: CurrentUser): Promise<void>;
  /** A webhook delivery: the raw body and its signature header. Throws a 400 AppError if unsigned. */
  receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void>;
}
