import Stripe from 'stripe';
import { AppError } from '../errors';
import { BILLING_MESSAGES } from './messages';

/**
 * A Stripe failure as the student should read it: a card refused says Stripe's own words (402);
 * a card id Stripe does not know asks for the card again (422); anything else (network, keys,
 * Stripe down) is a 503 whose cause stays in the log.
 */
export function fromStripe(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('payment_required', error.message, undefined, error);
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param?.includes('payment_method')
  ) {
    return new AppError('validation', BILLING_MESSAGES.unknownCard, undefined, error);
  }
  return new AppError('unavailable', BILLING_MESSAGES.providerDown, undefined, error);
}

/** Runs a Stripe call, turning its failures into AppErrors. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromStripe(error);
  }
}

export function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}
