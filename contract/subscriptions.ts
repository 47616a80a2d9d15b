import { z } from 'zod';

export const SubscriptionStatus = z.object({
  subscription_status: z.string().nullable(),
  plan: z.string().nullable(),
  trial_end: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  card_exp_month: z.number().int().nullable(),
  card_exp_year: z.number().int().nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const SubscribeBody = z.object({ payment_method: z.string().min(1) });
export const UpdatePaymentBody = z.object({ payment_method_id: z.string().min(1) });

export const SubscribeResponse = z.object({ subscription_status: z.string().nullable() });
export const UpdatePaymentResponse = z.object({
  subscription_status: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export const StartTrialResponse = z.object({ trial_end: z.string().nullable() });
export const CancelResponse = z.object({ subscription_status: z.string().nullable() });

export { CHAT_STATUSES } from './constants';
