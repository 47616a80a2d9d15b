import { ApiError } from '../../data/api';
import { PAYMENT_ERRORS } from './messages';
import { textOf } from '../../lib/i18n/current';

/** A refusal from Stripe.js (card declined, 3-D Secure failed): its message is shown as it is. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

export type PaymentAction = 'start_trial' | 'subscribe' | 'update_payment' | 'cancel_subscription';

export interface PaymentFailure {
  /** The SPEC point 8 text, or the provider's own message. */
  message: string;
  /** The server's reason when it gave one (say, a trial already used), shown under it. */
  reason: string | null;
}

/**
 * What the Payment section says when an action fails. A card refused by Stripe, in the browser
 * or relayed by the server (402), is the provider's own message; a server refusal is the SPEC
 * text of the action with the server's reason; anything else (network) the action's SPEC text.
 */
export function paymentFailure(action: PaymentAction, error: unknown): PaymentFailure {
  const paymentErrors = textOf('paymentErrors', PAYMENT_ERRORS);
  if (error instanceof ProviderError) return { message: error.message, reason: null };
  if (error instanceof ApiError && error.status === 402)
    return { message: error.detail, reason: null };
  const answered = error instanceof ApiError && error.status >= 400;
  const reason = answered && error.status < 500 && error.status !== 401 ? error.detail : null;
  switch (action) {
    case 'start_trial':
      return { message: paymentErrors.trialFailed, reason };
    case 'cancel_subscription':
      return { message: paymentErrors.cancelFailed, reason };
    case 'update_payment':
      return { message: paymentErrors.updateFailed, reason };
    case 'subscribe':
      return {
        message: answered ? paymentErrors.subscribeFailed : paymentErrors.subscribeError,
        reason,
      };
  }
}
