import { useState, type ReactNode } from 'react';
import type { SubscriptionStatus } from '../../../contract';
import { useSession } from '../../data/session';
import { ErrorText } from '../../ui/fields';
import { useLocale } from '../../ui/i18n';
import { CardForm } from './CardForm';
import { brandName, useBillingText } from './messages';
import { formatDate, paymentView } from './subscription-view';
import { usePaymentActions } from './usePaymentActions';
import './billing.css';

/**
 * The Payment section, one card per state of SPEC point 4: none → Start Free Trial; trialing →
 * trial end date and Subscribe Now; active → the card and Cancel Subscription; canceled or
 * deleted → Subscribe Again; any other status → the update-payment form; no data → a plain
 * Subscribe card form. Card forms load Stripe.js when they are shown, never before.
 */
export function PaymentSection() {
  const billingText = useBillingText();
  const locale = useLocale();
  const { subscription, subscriptionLoading, config } = useSession();
  const status = subscription?.subscription_status ?? null;
  const actions = usePaymentActions(status);
  // The card form a button opened belongs to the state it was opened in.
  const [openedIn, setOpenedIn] = useState<string | null>(null);

  if (!config || (subscriptionLoading && !subscription)) {
    return <p className="muted">{billingText.loading}</p>;
  }
  const view = paymentView(config.billing, subscription);
  const stateKey = `${view}|${subscription?.card_last4 ?? ''}|${subscription?.cancel_at ?? ''}`;
  const busy = actions.busy !== null;
  const cardForm = (kind: 'subscribe' | 'update', submitLabel: string) => (
    <CardForm
      publishableKey={config.stripePublishableKey}
      submitLabel={submitLabel}
      busyLabel={kind === 'subscribe' ? billingText.subscribing : billingText.updating}
      busy={busy}
      onSubmit={kind === 'subscribe' ? actions.subscribe : actions.updatePayment}
    />
  );
  /** A button that opens the Subscribe card form in place. */
  const subscribeButton = (label: string) =>
    openedIn === stateKey ? (
      cardForm('subscribe', label)
    ) : (
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() => setOpenedIn(stateKey)}
      >
        {label}
      </button>
    );
  const cancelButton = (
    <button
      type="button"
      className="btn"
      disabled={busy}
      onClick={() => {
        if (window.confirm(billingText.cancelConfirm)) actions.cancel();
      }}
    >
      {actions.busy === 'cancel_subscription' ? billingText.cancelling : billingText.cancel}
    </button>
  );

  let body: ReactNode;
  switch (view) {
    case 'free':
      body = (
        <>
          <h3>{billingText.freeTitle}</h3>
          <p>{billingText.freeBody}</p>
          <p className="muted">{billingText.freeStatus}</p>
        </>
      );
      break;
    case 'none':
      body = (
        <>
          <h3>{billingText.trialOfferTitle}</h3>
          <p>{billingText.trialOfferBody}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={actions.startTrial}
          >
            {actions.busy === 'start_trial' ? billingText.startingTrial : billingText.startTrial}
          </button>
        </>
      );
      break;
    case 'trialing': {
      const ends = formatDate(subscription?.trial_end ?? null, locale);
      const cancelAt = formatDate(subscription?.cancel_at ?? null, locale);
      const hasCard = Boolean(subscription?.card_last4);
      body = (
        <>
          <h3>{billingText.trialingTitle}</h3>
          <p>{ends ? billingText.trialEnds(ends) : billingText.trialActive}</p>
          {hasCard && subscription && <CardLine subscription={subscription} />}
          {hasCard && !cancelAt && <p className="muted">{billingText.trialCard}</p>}
          {hasCard && !cancelAt ? cancelButton : subscribeButton(billingText.subscribeNow)}
        </>
      );
      break;
    }
    case 'active': {
      const cancelAt = formatDate(subscription?.cancel_at ?? null, locale);
      body = (
        <>
          <h3>{billingText.activeTitle}</h3>
          {subscription && <CardLine subscription={subscription} />}
          {cancelAt && <p>{billingText.endsOn(cancelAt)}</p>}
          {cancelAt ? subscribeButton(billingText.subscribeAgain) : cancelButton}
        </>
      );
      break;
    }
    case 'ended':
      body = (
        <>
          <h3>{billingText.endedTitle}</h3>
          <p>{billingText.endedBody}</p>
          {subscribeButton(billingText.subscribeAgain)}
        </>
      );
      break;
    case 'update':
      body = (
        <>
          <h3>{billingText.updateTitle}</h3>
          <p>{billingText.updateBody}</p>
          <p className="muted">{billingText.status(status ?? 'unknown')}</p>
          {subscription && <CardLine subscription={subscription} />}
          {cardForm('update', billingText.updatePayment)}
        </>
      );
      break;
    case 'subscribe':
      body = (
        <>
          <h3>{billingText.subscribeTitle}</h3>
          <p>{billingText.subscribeBody}</p>
          {cardForm('subscribe', billingText.subscribe)}
        </>
      );
      break;
  }
  return (
    <div className={`payment payment-${view}`} aria-busy={busy}>
      {body}
      {actions.failure && (
        <div className="payment-failure">
          <ErrorText>{actions.failure.message}</ErrorText>
          {actions.failure.reason && <p className="muted">{actions.failure.reason}</p>}
        </div>
      )}
    </div>
  );
}

/** "Visa ending in 4242 · Expires 12/2029". */
function CardLine({ subscription }: { subscription: SubscriptionStatus }) {
  const billingText = useBillingText();
  const { card_brand: brand, card_last4: last4 } = subscription;
  const { card_exp_month: month, card_exp_year: year } = subscription;
  if (!brand || !last4) return null;
  return (
    <p className="payment-card">
      <span>{billingText.card(brandName(brand), last4)}</span>
      {month && year ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="muted">{billingText.expires(month, year)}</span>
        </>
      ) : null}
    </p>
  );
}
