import { useState, type ReactNode } from 'react';
import type { SubscriptionStatus } from '../../../contract';
import { useSession } from '../../data/session';
import { ErrorText } from '../../ui/fields';
import { CardForm } from './CardForm';
import { BILLING_TEXT, brandName } from './messages';
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
  const { subscription, subscriptionLoading, config } = useSession();
  const status = subscription?.subscription_status ?? null;
  const actions = usePaymentActions(status);
  // The card form a button opened belongs to the state it was opened in.
  const [openedIn, setOpenedIn] = useState<string | null>(null);

  if (!config || (subscriptionLoading && !subscription)) {
    return <p className="muted">{BILLING_TEXT.loading}</p>;
  }
  const view = paymentView(config.billing, subscription);
  const stateKey = `${view}|${subscription?.card_last4 ?? ''}|${subscription?.cancel_at ?? ''}`;
  const busy = actions.busy !== null;
  const cardForm = (kind: 'subscribe' | 'update', submitLabel: string) => (
    <CardForm
      publishableKey={config.stripePublishableKey}
      submitLabel={submitLabel}
      busyLabel={kind === 'subscribe' ? BILLING_TEXT.subscribing : BILLING_TEXT.updating}
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
        if (window.confirm(BILLING_TEXT.cancelConfirm)) actions.cancel();
      }}
    >
      {actions.busy === 'cancel_subscription' ? BILLING_TEXT.cancelling : BILLING_TEXT.cancel}
    </button>
  );

  let body: ReactNode;
  switch (view) {
    case 'free':
      body = (
        <>
          <h3>{BILLING_TEXT.freeTitle}</h3>
          <p>{BILLING_TEXT.freeBody}</p>
          <p className="muted">{BILLING_TEXT.freeStatus}</p>
        </>
      );
      break;
    case 'none':
      body = (
        <>
          <h3>{BILLING_TEXT.trialOfferTitle}</h3>
          <p>{BILLING_TEXT.trialOfferBody}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={actions.startTrial}
          >
            {actions.busy === 'start_trial' ? BILLING_TEXT.startingTrial : BILLING_TEXT.startTrial}
          </button>
        </>
      );
      break;
    case 'trialing': {
      const ends = formatDate(subscription?.trial_end ?? null);
      const cancelAt = formatDate(subscription?.cancel_at ?? null);
      const hasCard = Boolean(subscription?.card_last4);
      body = (
        <>
          <h3>{BILLING_TEXT.trialingTitle}</h3>
          <p>{ends ? BILLING_TEXT.trialEnds(ends) : BILLING_TEXT.trialActive}</p>
          {hasCard && subscription && <CardLine subscription={subscription} />}
          {hasCard && !cancelAt && <p className="muted">{BILLING_TEXT.trialCard}</p>}
          {hasCard && !cancelAt ? cancelButton : subscribeButton(BILLING_TEXT.subscribeNow)}
        </>
      );
      break;
    }
    case 'active': {
      const cancelAt = formatDate(subscription?.cancel_at ?? null);
      body = (
        <>
          <h3>{BILLING_TEXT.activeTitle}</h3>
          {subscription && <CardLine subscription={subscription} />}
          {cancelAt && <p>{BILLING_TEXT.endsOn(cancelAt)}</p>}
          {cancelAt ? subscribeButton(BILLING_TEXT.subscribeAgain) : cancelButton}
        </>
      );
      break;
    }
    case 'ended':
      body = (
        <>
          <h3>{BILLING_TEXT.endedTitle}</h3>
          <p>{BILLING_TEXT.endedBody}</p>
          {subscribeButton(BILLING_TEXT.subscribeAgain)}
        </>
      );
      break;
    case 'update':
      body = (
        <>
          <h3>{BILLING_TEXT.updateTitle}</h3>
          <p>{BILLING_TEXT.updateBody}</p>
          <p className="muted">{BILLING_TEXT.status(status ?? 'unknown')}</p>
          {subscription && <CardLine subscription={subscription} />}
          {cardForm('update', BILLING_TEXT.updatePayment)}
        </>
      );
      break;
    case 'subscribe':
      body = (
        <>
          <h3>{BILLING_TEXT.subscribeTitle}</h3>
          <p>{BILLING_TEXT.subscribeBody}</p>
          {cardForm('subscribe', BILLING_TEXT.subscribe)}
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
  const { card_brand: brand, card_last4: last4 } = subscription;
  const { card_exp_month: month, card_exp_year: year } = subscription;
  if (!brand || !last4) return null;
  return (
    <p className="payment-card">
      <span>{BILLING_TEXT.card(brandName(brand), last4)}</span>
      {month && year ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="muted">{BILLING_TEXT.expires(month, year)}</span>
        </>
      ) : null}
    </p>
  );
}
