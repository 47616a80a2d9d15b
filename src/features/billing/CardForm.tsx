import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorText } from '../../ui/fields';
import { useBillingText, usePaymentErrors } from './messages';
import { useStripeJs } from './useStripeJs';

export interface CardFormProps {
  publishableKey: string | null;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (stripe: Stripe, card: StripeCardElement) => void;
}

/** Stripe's card fields (in Stripe's own frame: card numbers never touch the page) and a submit. */
export function CardForm(props: CardFormProps) {
  const billingText = useBillingText();
  const paymentErrors = usePaymentErrors();
  const stripeJs = useStripeJs(props.publishableKey);
  if (stripeJs.kind === 'failed') return <ErrorText>{paymentErrors.unavailable}</ErrorText>;
  if (stripeJs.kind === 'loading') return <p className="muted">{billingText.loadingCardForm}</p>;
  return <CardFields stripe={stripeJs.stripe} {...props} />;
}

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

function CardFields({
  stripe,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: CardFormProps & { stripe: Stripe }) {
  const billingText = useBillingText();
  const labelId = useId();
  const mount = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    const target = mount.current;
    if (!target) return;
    const element = stripe.elements().create('card', {
      style: {
        base: { color: cssColor('--text', '#0f172a'), fontSize: '16px' },
        invalid: { color: cssColor('--danger', '#b91c1c') },
      },
    });
    element.mount(target);
    // Stripe checks the number, date and code as they are typed, in its own words.
    element.on('change', (event) => setFieldError(event.error?.message ?? null));
    setCard(element);
    return () => {
      element.destroy();
      setCard(null);
    };
  }, [stripe]);

  return (
    <form
      className="card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (card && !busy) onSubmit(stripe, card);
      }}
    >
      <span id={labelId} className="field-label">
        {billingText.cardLabel}
      </span>
      <div ref={mount} className="card-field" role="group" aria-labelledby={labelId} />
      {fieldError && <ErrorText>{fieldError}</ErrorText>}
      <button type="submit" className="btn btn-primary" disabled={busy || !card}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
