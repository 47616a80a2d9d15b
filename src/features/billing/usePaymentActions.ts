import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useRef, useState } from 'react';
import { useSession } from '../../data/session';
import { ANALYTICS_PLAN, track } from '../../telemetry/analytics';
import { payWithCard } from './card-payment';
import { paymentFailure, type PaymentAction, type PaymentFailure } from './errors';

/** The plan's name in analytics (SPEC point 9). */
export const PLAN = ANALYTICS_PLAN;

/**
 * The Payment section's actions: one at a time (submissions are locked while one is in flight),
 * each recorded as a `button_click` and, when it fails, an `error` event (SPEC point 9 names).
 */
export function usePaymentActions(status: string | null) {
  const session = useSession();
  const [busy, setBusy] = useState<PaymentAction | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const inFlight = useRef(false);

  async function run(action: PaymentAction, work: () => Promise<void>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    setFailure(null);
    track('button_click', {
      button: action,
      section: 'payment',
      plan: PLAN,
      subscription_status: status,
    });
    try {
      await work();
    } catch (error) {
      console.error(`Payment action ${action} failed`, error);
      const shown = paymentFailure(action, error);
      setFailure(shown);
      track('error', { context: 'payment', action, message: shown.message, plan: PLAN });
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  const withCard =
    (action: 'subscribe' | 'update_payment') => (stripe: Stripe, card: StripeCardElement) =>
      void run(action, async () => {
        const send = action === 'subscribe' ? session.subscribe : session.updatePayment;
        let sent = false;
        try {
          await payWithCard(stripe, card, (paymentMethod) => {
            sent = true;
            return send(paymentMethod);
          });
        } finally {
          // Whatever happened after the server was asked, show the state it now holds.
          if (sent) await session.refreshSubscription();
        }
      });

  return {
    busy,
    failure,
    startTrial: () => void run('start_trial', session.startTrial),
    cancel: () => void run('cancel_subscription', session.cancelSubscription),
    subscribe: withCard('subscribe'),
    updatePayment: withCard('update_payment'),
  };
}
