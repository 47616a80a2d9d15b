import {
  CancelResponse,
  StartTrialResponse,
  SubscribeResponse,
  SubscriptionStatus,
  UpdatePaymentResponse,
} from '../../../contract';
import { apiFetch } from '../api';
import { openUserDb } from '../db';
import { sessionStore } from './store';
import { SUBSCRIPTION_META_KEY } from './subscription-cache';

export { cachedSubscription } from './subscription-cache';

/** GET the subscription status; offline, the last known one keeps the app usable. */
export async function refreshSubscription(): Promise<void> {
  const user = sessionStore.get().user;
  if (!user) return;
  sessionStore.set({ subscriptionLoading: true });
  const db = openUserDb(user.uid);
  const stillSignedIn = () => sessionStore.get().user?.uid === user.uid;
  try {
    const subscription = await apiFetch('/api/v1/subscriptions/status', {
      schema: SubscriptionStatus,
    });
    await db.meta.put({ key: SUBSCRIPTION_META_KEY, value: subscription });
    if (stillSignedIn()) sessionStore.set({ subscription });
  } catch (error) {
    console.error('Could not load the subscription status', error);
    const cached = SubscriptionStatus.safeParse((await db.meta.get(SUBSCRIPTION_META_KEY))?.value);
    if (cached.success && stillSignedIn()) sessionStore.set({ subscription: cached.data });
  } finally {
    sessionStore.set({ subscriptionLoading: false });
  }
}

export async function startTrial(): Promise<void> {
  await apiFetch('/api/v1/subscriptions/start-trial', {
    method: 'POST',
    schema: StartTrialResponse,
  });
  await refreshSubscription();
}

export async function cancelSubscription(): Promise<void> {
  await apiFetch('/api/v1/subscriptions/cancel', { method: 'POST', schema: CancelResponse });
  await refreshSubscription();
}

/**
 * POST subscribe with a payment method made by Stripe.js. The status is not read again here:
 * the card form may still have a payment to confirm (`next_action`), then it refreshes.
 */
export function subscribe(paymentMethod: string): Promise<SubscribeResponse> {
  return apiFetch('/api/v1/subscriptions/subscribe', {
    method: 'POST',
    body: JSON.stringify({ payment_method: paymentMethod }),
    schema: SubscribeResponse,
  });
}

/** POST update-payment; like `subscribe`, the card form refreshes the status when done. */
export function updatePayment(paymentMethodId: string): Promise<UpdatePaymentResponse> {
  return apiFetch('/api/v1/subscriptions/update-payment', {
    method: 'POST',
    body: JSON.stringify({ payment_method_id: paymentMethodId }),
    schema: UpdatePaymentResponse,
  });
}
