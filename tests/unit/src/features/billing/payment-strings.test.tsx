// @vitest-environment jsdom
// The Payment section word for word: every state of SPEC point 4 "Subscription (Payment
// section)" and every payment message of SPEC point 8 "Payment", with Stripe.js replaced by a
// stand-in (the real one cannot load here) and the session's calls mocked.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatus } from '../../../../../contract';
import { ApiError, NETWORK_ERROR } from '../../../../../src/data/api';
import type { Session } from '../../../../../src/data/session';
import { PaymentSection } from '../../../../../src/features/billing/PaymentSection';
import { configureAnalytics } from '../../../../../src/telemetry/analytics';
import {
  fakeSession,
  subscriptionWith,
  TEST_CONFIG,
  TEST_USER,
  WithSession,
} from '../../app/fake-session';

const loadStripeJs = vi.hoisted(() => vi.fn());
vi.mock('../../../../../src/features/billing/stripe-js', () => ({ loadStripeJs }));

/** SPEC point 8 "Payment", exactly. */
const SPEC_PAYMENT = {
  unavailable: 'Payment system is unavailable. Please refresh the page.',
  subscribeFailed: 'Failed to complete subscription.',
  updateFailed: 'Failed to update payment details.',
  cancelFailed: 'Failed to cancel subscription.',
  trialFailed: 'An error occurred while starting your trial.',
  subscribeError: 'An error occurred while subscribing.',
};
/** SPEC point 4 "Subscription (Payment section)": the action each state offers. */
const SPEC_ACTIONS = {
  none: 'Start Free Trial',
  trialing: 'Subscribe Now',
  active: 'Cancel Subscription',
  ended: 'Subscribe Again',
};

/** The parts of Stripe.js the card form uses, recording what it was asked. */
function stripeStandIn(
  options: {
    createError?: string;
    confirmError?: string;
  } = {},
) {
  const card = {
    mount: vi.fn((target: HTMLElement) => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Card number');
      target.append(input);
    }),
    on: vi.fn(),
    destroy: vi.fn(),
  };
  return {
    card,
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () =>
      options.createError
        ? { error: { type: 'validation_error', message: options.createError } }
        : { paymentMethod: { id: 'pm_from_stripe_js' } },
    ),
    confirmCardPayment: vi.fn(async () =>
      options.confirmError
        ? { error: { type: 'card_error', message: options.confirmError } }
        : { paymentIntent: { status: 'succeeded' } },
    ),
    confirmCardSetup: vi.fn(async () => ({ setupIntent: { status: 'succeeded' } })),
  };
}

const STRIPE_CONFIG = {
  ...TEST_CONFIG,
  billing: 'stripe' as const,
  stripePublishableKey: 'pk_test_1',
};

function withStatus(status: string | null, patch: Partial<SubscriptionStatus> = {}) {
  return { ...subscriptionWith(status), ...patch };
}

function renderPayment(patch: Partial<Session> = {}) {
  const session = fakeSession({
    user: TEST_USER,
    config: STRIPE_CONFIG,
    subscription: withStatus(null),
    ...patch,
  });
  render(
    <WithSession session={session}>
      <PaymentSection />
    </WithSession>,
  );
  return session;
}

const submitCard = async (label: string) => {
  const button = await screen.findByRole('button', { name: label });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
};

describe('Payment section states (SPEC point 4 "Subscription")', () => {
  beforeEach(() => {
    loadStripeJs.mockReset();
    loadStripeJs.mockResolvedValue(stripeStandIn());
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('none: a free trial is offered; Start Free Trial starts it without Stripe.js', async () => {
    const session = renderPayment();
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.none }));
    await waitFor(() => expect(session.startTrial).toHaveBeenCalledTimes(1));
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it('trialing: shows the trial end date and Subscribe Now, which opens the card form', async () => {
    const session = renderPayment({
      subscription: withStatus('trialing', { trial_end: '2030-03-15T12:00:00.000Z' }),
    });
    const date = new Date('2030-03-15T12:00:00.000Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(screen.getByText(`Your free trial ends on ${date}.`)).toBeTruthy();
    expect(loadStripeJs).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.trialing }));
    await submitCard(SPEC_ACTIONS.trialing);
    await waitFor(() => expect(session.subscribe).toHaveBeenCalledWith('pm_from_stripe_js'));
    expect(session.refreshSubscription).toHaveBeenCalled();
  });

  it('active: shows the card details and Cancel Subscription; the status is what the server returns', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const session = renderPayment({
      subscription: withStatus('active', {
        card_brand: 'visa',
        card_last4: '4242',
        card_exp_month: 4,
        card_exp_year: 2031,
      }),
    });
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('Expires 04/2031')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.active }));
    await waitFor(() => expect(session.cancelSubscription).toHaveBeenCalledTimes(1));
  });

  it.each(['canceled', 'deleted'])('%s: Subscribe Again', async (status) => {
    const session = renderPayment({ subscription: withStatus(status) });
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.ended }));
    await submitCard(SPEC_ACTIONS.ended);
    await waitFor(() => expect(session.subscribe).toHaveBeenCalledWith('pm_from_stripe_js'));
  });

  it.each(['past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'])(
    'any other value (%s): payment needs updating, with an update form',
    async (status) => {
      const session = renderPayment({ subscription: withStatus(status) });
      expect(screen.getByRole('heading', { name: 'Payment needs updating' })).toBeTruthy();
      await submitCard('Update Payment Details');
      await waitFor(() => expect(session.updatePayment).toHaveBeenCalledWith('pm_from_stripe_js'));
    },
  );

  it('no data at all: a plain Subscribe card form', async () => {
    const session = renderPayment({ subscription: null });
    expect(screen.getByRole('heading', { name: 'Subscribe' })).toBeTruthy();
    await submitCard('Subscribe');
    await waitFor(() => expect(session.subscribe).toHaveBeenCalledWith('pm_from_stripe_js'));
  });

  it('confirms with Stripe.js what the server asks to confirm (3-D Secure)', async () => {
    const stripe = stripeStandIn();
    loadStripeJs.mockResolvedValue(stripe);
    renderPayment({
      subscription: null,
      subscribe: vi.fn(async () => ({
        subscription_status: 'incomplete',
        next_action: { type: 'confirm_payment' as const, client_secret: 'pi_1_secret_2' },
      })),
    });
    await submitCard('Subscribe');
    await waitFor(() =>
      expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
        payment_method: 'pm_from_stripe_js',
      }),
    );
  });

  it('locks submissions while one is in flight', async () => {
    let finish: () => void = () => undefined;
    const subscribe = vi.fn(
      () =>
        new Promise<{ subscription_status: string; next_action: null }>((resolve) => {
          finish = () => resolve({ subscription_status: 'active', next_action: null });
        }),
    );
    renderPayment({ subscription: null, subscribe });
    await submitCard('Subscribe');
    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    await act(async () => finish());
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('records the subscription flow in analytics with the plan standard (SPEC point 9)', async () => {
    const capture = vi.fn();
    configureAnalytics({
      capture,
      identify: vi.fn(),
      reset: vi.fn(),
      flush: vi.fn(async () => undefined),
    });
    try {
      renderPayment({ startTrial: vi.fn(async () => Promise.reject(new ApiError(500, 'boom'))) });
      fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.none }));
      await screen.findByText(SPEC_PAYMENT.trialFailed);
      expect(capture).toHaveBeenCalledWith(
        'button_click',
        expect.objectContaining({ button: 'start_trial', plan: 'standard', section: 'payment' }),
      );
      expect(capture).toHaveBeenCalledWith(
        'error',
        expect.objectContaining({
          context: 'payment',
          message: SPEC_PAYMENT.trialFailed,
          plan: 'standard',
        }),
      );
    } finally {
      configureAnalytics(null);
    }
  });
});

describe('Payment messages (SPEC point 8 "Payment")', () => {
  beforeEach(() => {
    loadStripeJs.mockReset();
    loadStripeJs.mockResolvedValue(stripeStandIn());
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("'Payment system is unavailable. Please refresh the page.' when Stripe.js cannot load", async () => {
    loadStripeJs.mockRejectedValue(new Error('Failed to load Stripe.js'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPayment({ subscription: null });
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.unavailable);
  });

  it("'Payment system is unavailable. Please refresh the page.' without a publishable key", async () => {
    renderPayment({
      subscription: withStatus('past_due'),
      config: { ...STRIPE_CONFIG, stripePublishableKey: null },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.unavailable);
    expect(loadStripeJs).not.toHaveBeenCalled();
  });

  it("the provider's own message: a card Stripe.js refuses", async () => {
    loadStripeJs.mockResolvedValue(
      stripeStandIn({ createError: 'Your card number is incomplete.' }),
    );
    const session = renderPayment({ subscription: null });
    await submitCard('Subscribe');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(session.subscribe).not.toHaveBeenCalled();
  });

  it("the provider's own message: a payment declined at confirmation", async () => {
    loadStripeJs.mockResolvedValue(stripeStandIn({ confirmError: 'Your card was declined.' }));
    renderPayment({
      subscription: null,
      subscribe: vi.fn(async () => ({
        subscription_status: 'incomplete',
        next_action: { type: 'confirm_payment' as const, client_secret: 'pi_1_secret_2' },
      })),
    });
    await submitCard('Subscribe');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

  it("the provider's own message: a card the server's Stripe call refused (402)", async () => {
    renderPayment({
      subscription: withStatus('trialing'),
      subscribe: vi.fn(async () => Promise.reject(new ApiError(402, 'Your card has expired.'))),
    });
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.trialing }));
    await submitCard(SPEC_ACTIONS.trialing);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card has expired.');
  });

  it("'Failed to complete subscription.' when the server refuses, with its reason", async () => {
    renderPayment({
      subscription: null,
      subscribe: vi.fn(async () =>
        Promise.reject(new ApiError(409, 'You already have a subscription.')),
      ),
    });
    await submitCard('Subscribe');
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.subscribeFailed);
    expect(screen.getByText('You already have a subscription.')).toBeTruthy();
  });

  it("'An error occurred while subscribing.' when the server cannot be reached", async () => {
    renderPayment({
      subscription: null,
      subscribe: vi.fn(async () => Promise.reject(new ApiError(0, NETWORK_ERROR))),
    });
    await submitCard('Subscribe');
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.subscribeError);
  });

  it("'Failed to update payment details.'", async () => {
    renderPayment({
      subscription: withStatus('past_due'),
      updatePayment: vi.fn(async () => Promise.reject(new ApiError(503, 'down'))),
    });
    await submitCard('Update Payment Details');
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.updateFailed);
  });

  it("'Failed to cancel subscription.'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPayment({
      subscription: withStatus('active'),
      cancelSubscription: vi.fn(async () => Promise.reject(new ApiError(503, 'down'))),
    });
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.active }));
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.cancelFailed);
  });

  it("'An error occurred while starting your trial.'", async () => {
    renderPayment({
      startTrial: vi.fn(async () => Promise.reject(new ApiError(0, NETWORK_ERROR))),
    });
    fireEvent.click(screen.getByRole('button', { name: SPEC_ACTIONS.none }));
    expect((await screen.findByRole('alert')).textContent).toBe(SPEC_PAYMENT.trialFailed);
  });
});
