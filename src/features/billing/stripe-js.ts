import type { Stripe } from '@stripe/stripe-js';

let pending: Promise<Stripe> | null = null;

/**
 * Stripe.js, fetched from Stripe only when a card form is shown (the `pure` entry injects no
 * script on import), so no other screen loads it. A failed load (offline, blocked) rejects and
 * the next card form tries again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  pending ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available in this browser');
      return stripe;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
