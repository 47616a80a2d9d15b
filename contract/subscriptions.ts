import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const SubscriptionStatus = lazySchema(() =>
  z.object({
    subscription_status: z.string().nullable(),
    plan: z.string().nullable(),
    trial_end: z.string().nullable(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    card_exp_month: z.number().int().nullable(),
    card_exp_year: z.number().int().nullable(),
    /** When a cancelled subscription ends (it stays usable until then); null when none is scheduled. */
    cancel_at: z.string().nullable().default(null),
  }),
);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const SubscribeBody = lazySchema(() => z.object({ payment_method: z.string().min(1) }));
export const UpdatePaymentBody = lazySchema(() =>
  z.object({ payment_method_id: z.string().min(1) }),
);

/**
 * What the card form must still do in the browser: confirm the first payment (3-D Secure or a
 * retry of the same card) or the card's setup for later payments, with Stripe.js and this secret.
 */
export const PaymentNextAction = lazySchema(() =>
  z.object({
    type: z.enum(['confirm_payment', 'confirm_setup']),
    client_secret: z.string(),
  }),
);
export type PaymentNextAction = z.infer<typeof PaymentNextAction>;

export const SubscribeResponse = lazySchema(() =>
  z.object({
    subscription_status: z.string().nullable(),
    next_action: PaymentNextAction.nullable().default(null),
  }),
);
export type SubscribeResponse = z.infer<typeof SubscribeResponse>;
export const UpdatePaymentResponse = lazySchema(() =>
  z.object({
    subscription_status: z.string().nullable(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    next_action: PaymentNextAction.nullable().default(null),
  }),
);
export type UpdatePaymentResponse = z.infer<typeof UpdatePaymentResponse>;
export const StartTrialResponse = lazySchema(() => z.object({ trial_end: z.string().nullable() }));
export const CancelResponse = lazySchema(() =>
  z.object({
    subscription_status: z.string().nullable(),
    cancel_at: z.string().nullable().default(null),
  }),
);

export { CHAT_STATUSES } from './constants';

/** Where Stripe's webhook events are sent (no bearer token: Stripe signs them). */
export const STRIPE_WEBHOOK_PATH = '/api/v1/subscriptions/webhook';
