import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { loadStripeJs } from './stripe-js';

export type StripeJsState =
  { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

/** Loads Stripe.js for a card form; without a publishable key it cannot load at all. */
export function useStripeJs(publishableKey: string | null): StripeJsState {
  const [state, setState] = useState<StripeJsState>(
    publishableKey ? { kind: 'loading' } : { kind: 'failed' },
  );
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    loadStripeJs(publishableKey).then(
      (stripe) => live && setState({ kind: 'ready', stripe }),
      (error: unknown) => {
        console.error('Stripe.js could not load', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return state;
}
