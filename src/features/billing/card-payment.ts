import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { PaymentNextAction } from '../../../contract';
import { ProviderError } from './errors';

/**
 * The card flow of Stripe's guide: Stripe.js turns the card fields into a payment method, the
 * server attaches it and answers what is left; a first payment or a card setup that Stripe wants
 * confirmed (3-D Secure) is confirmed here, in the page, with the same card.
 */
export async function payWithCard(
  stripe: Stripe,
  card: StripeCardElement,
  send: (paymentMethodId: string) => Promise<{ next_action: PaymentNextAction | null }>,
): Promise<void> {
  const created = await stripe.createPaymentMethod({ type: 'card', card });
  if (created.error) throw new ProviderError(created.error.message ?? created.error.type);
  const paymentMethod = created.paymentMethod.id;
  const { next_action: next } = await send(paymentMethod);
  if (!next) return;
  const confirmed =
    next.type === 'confirm_payment'
      ? await stripe.confirmCardPayment(next.client_secret, { payment_method: paymentMethod })
      : await stripe.confirmCardSetup(next.client_secret, { payment_method: paymentMethod });
  if (confirmed.error) throw new ProviderError(confirmed.error.message ?? confirmed.error.type);
}
