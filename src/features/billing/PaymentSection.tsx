import { useState } from 'react';
import { useSession } from '../../data/session';
import { ErrorText } from '../../ui/fields';
import { BILLING_TEXT, PAYMENT_ERRORS } from './messages';
import { formatDate, paymentView } from './subscription-view';

/**
 * The Payment section. Card entry (Stripe) is a later step, so the actions that need a card
 * report that the payment system is unavailable.
 */
export function PaymentSection() {
  const session = useSession();
  const { subscription, subscriptionLoading, config } = session;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>, failure: string): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.error(cause);
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  if (!config || (subscriptionLoading && !subscription)) {
    return <p className="muted">{BILLING_TEXT.loading}</p>;
  }
  const view = paymentView(config.billing, subscription);
  const needsCard = () => setError(PAYMENT_ERRORS.unavailable);
  let body;
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
            onClick={() => void run(session.startTrial, PAYMENT_ERRORS.trialFailed)}
          >
            {busy ? BILLING_TEXT.startingTrial : BILLING_TEXT.startTrial}
          </button>
        </>
      );
      break;
    case 'trialing': {
      const ends = formatDate(subscription?.trial_end ?? null);
      body = (
        <>
          <h3>{BILLING_TEXT.trialingTitle}</h3>
          <p>{ends ? BILLING_TEXT.trialEnds(ends) : BILLING_TEXT.trialActive}</p>
          <button type="button" className="btn btn-primary" onClick={needsCard}>
            {BILLING_TEXT.subscribeNow}
          </button>
        </>
      );
      break;
    }
    case 'active':
      body = (
        <>
          <h3>{BILLING_TEXT.activeTitle}</h3>
          {subscription?.card_brand && subscription.card_last4 && (
            <p>
              {BILLING_TEXT.card(subscription.card_brand, subscription.card_last4)}
              {subscription.card_exp_month && subscription.card_exp_year && (
                <span className="muted">
                  {' · '}
                  {BILLING_TEXT.expires(subscription.card_exp_month, subscription.card_exp_year)}
                </span>
              )}
            </p>
          )}
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => {
              if (window.confirm(BILLING_TEXT.cancelConfirm)) {
                void run(session.cancelSubscription, PAYMENT_ERRORS.cancelFailed);
              }
            }}
          >
            {busy ? BILLING_TEXT.cancelling : BILLING_TEXT.cancel}
          </button>
        </>
      );
      break;
    case 'ended':
      body = (
        <>
          <h3>{BILLING_TEXT.endedTitle}</h3>
          <p>{BILLING_TEXT.endedBody}</p>
          <button type="button" className="btn btn-primary" onClick={needsCard}>
            {BILLING_TEXT.subscribeAgain}
          </button>
        </>
      );
      break;
    case 'update':
      body = (
        <>
          <h3>{BILLING_TEXT.updateTitle}</h3>
          <p>{BILLING_TEXT.updateBody}</p>
          <p className="muted">
            {BILLING_TEXT.status(subscription?.subscription_status ?? 'unknown')}
          </p>
          <button type="button" className="btn btn-primary" onClick={needsCard}>
            {BILLING_TEXT.updatePayment}
          </button>
        </>
      );
      break;
    case 'subscribe':
      body = (
        <>
          <h3>{BILLING_TEXT.subscribeTitle}</h3>
          <p>{BILLING_TEXT.subscribeBody}</p>
          <button type="button" className="btn btn-primary" onClick={needsCard}>
            {BILLING_TEXT.subscribe}
          </button>
        </>
      );
      break;
  }
  return (
    <div className={`payment payment-${view}`}>
      {body}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
