// BILLING=stripe end to end: the real server and database, the real `stripe` SDK pointed at a
// local Stripe stand-in (tests/helpers/stripe-fake.ts), webhooks signed with the SDK's own
// generateTestHeaderString. SPEC points 4 "Subscription", 6 and 7 "Subscription".
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CancelResponse,
  StartTrialResponse,
  SubscribeResponse,
  SubscriptionStatus,
  UpdatePaymentResponse,
} from '../../../contract/subscriptions';
import { BILLING_MESSAGES } from '../../../server/billing/messages';
import type { TestUser } from '../../helpers/emulator';
import { DECLINED_MESSAGE, StripeFake, TEST_CARDS } from '../../helpers/stripe-fake';
import { DATABASES, bearer, startTestServer, type TestServer } from '../harness';

const SECRET_KEY = 'sk_test_mnemo_integration';
const PRICE = 'price_standard_monthly';
const WEBHOOK_SECRET = 'whsec_mnemo_integration';
const DAY_MS = 86_400_000;

describe.each(DATABASES)('Stripe billing on %s', (kind) => {
  let fake: StripeFake;
  let fakeUrl: string;
  let server: TestServer;
  const signer = new Stripe(SECRET_KEY);

  const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const status = async (user: TestUser) =>
    SubscriptionStatus.parse((await call(user, 'GET', '/api/v1/subscriptions/status')).json());
  const customerOf = (user: TestUser) =>
    [...fake.customers.values()].find((c) => c.email === user.email);
  const subscriptionOf = (user: TestUser) => {
    const customer = customerOf(user);
    const sub = customer ? fake.subscriptionOf(customer.id) : undefined;
    if (!sub) throw new Error(`no subscription for ${user.email}`);
    return sub;
  };
  /** A webhook delivery as Stripe makes it: JSON body, Stripe-Signature over the exact bytes. */
  const deliver = (event: object, secret = WEBHOOK_SECRET, signature?: string) => {
    const payload = JSON.stringify(event);
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const chat = (user: TestUser) => call(user, 'POST', '/api/v1/messages?message=hello');

  beforeAll(async () => {
    fake = new StripeFake(SECRET_KEY, PRICE);
    fakeUrl = await fake.start();
    server = await startTestServer(kind, {
      BILLING: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PRICE_ID: PRICE,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_API_URL: fakeUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('tells the client Stripe mode and the publishable key', async () => {
    const res = await server.app.inject({ url: '/api/v1/client-config' });
    expect(res.json()).toMatchObject({ billing: 'stripe', stripePublishableKey: 'pk_test_mnemo' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src[^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/js\.stripe\.com/);
  });

  it('gates the chat (402 with a detail) until a trial starts; the trial needs no card', async () => {
    const ann = await server.signUp();
    expect(await status(ann)).toMatchObject({ subscription_status: null, card_last4: null });
    for (const res of [
      await chat(ann),
      await call(ann, 'POST', '/api/v1/histories?title=x'),
      await call(ann, 'POST', '/api/chat/history'),
    ]) {
      expect(res.statusCode).toBe(402);
      expect(res.json().detail).toBe(BILLING_MESSAGES.chatNeedsTrial);
    }
    // Their own chats stay theirs to list (the device mirrors them) and to delete.
    expect((await call(ann, 'GET', '/api/v1/histories')).statusCode).toBe(200);
    expect(customerOf(ann)).toBeUndefined();

    const trial = StartTrialResponse.parse(
      (await call(ann, 'POST', '/api/v1/subscriptions/start-trial')).json(),
    );
    const ends = Date.parse(trial.trial_end ?? '');
    expect(Math.abs(ends - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(await status(ann)).toMatchObject({
      subscription_status: 'trialing',
      plan: 'standard',
      trial_end: trial.trial_end,
      card_brand: null,
    });
    const sub = subscriptionOf(ann);
    expect(sub.items.data[0]?.price.id).toBe(PRICE);
    expect(customerOf(ann)?.metadata).toMatchObject({ mnemo_user_id: expect.any(String) });
    expect((await chat(ann)).statusCode).toBe(200);
    expect((await call(ann, 'POST', '/api/chat/history')).statusCode).toBe(200);

    const again = await call(ann, 'POST', '/api/v1/subscriptions/start-trial');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect([...fake.customers.values()].filter((c) => c.email === ann.email)).toHaveLength(1);
  });

  it('subscribes during the trial: the card is saved, the trial runs on; refusals change nothing', async () => {
    const ben = await server.signUp();
    await call(ben, 'POST', '/api/v1/subscriptions/start-trial');
    const declined = await call(ben, 'POST', '/api/v1/subscriptions/subscribe', {
      payment_method: TEST_CARDS.declined.pm,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe(DECLINED_MESSAGE);
    expect(await status(ben)).toMatchObject({ subscription_status: 'trialing', card_last4: null });

    const unknown = await call(ben, 'POST', '/api/v1/subscriptions/subscribe', {
      payment_method: 'pm_nobody_made_this',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toBe(BILLING_MESSAGES.unknownCard);
    expect(
      (await call(ben, 'POST', '/api/v1/subscriptions/subscribe', { payment_method: '' }))
        .statusCode,
    ).toBe(422);

    const res = SubscribeResponse.parse(
      (
        await call(ben, 'POST', '/api/v1/subscriptions/subscribe', {
          payment_method: TEST_CARDS.visa.pm,
        })
      ).json(),
    );
    expect(res).toEqual({ subscription_status: 'trialing', next_action: null });
    expect(await status(ben)).toMatchObject({
      subscription_status: 'trialing',
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: expect.any(Number),
    });
    const sub = subscriptionOf(ben);
    expect(sub.default_payment_method).toBe(TEST_CARDS.visa.pm);
    expect(customerOf(ben)?.invoice_settings.default_payment_method).toBe(TEST_CARDS.visa.pm);
  });

  it('updates the card; a card needing 3-D Secure comes back with a setup to confirm', async () => {
    const cat = await server.signUp();
    await call(cat, 'POST', '/api/v1/subscriptions/start-trial');
    const res = UpdatePaymentResponse.parse(
      (
        await call(cat, 'POST', '/api/v1/subscriptions/update-payment', {
          payment_method_id: TEST_CARDS.mastercard.pm,
        })
      ).json(),
    );
    expect(res).toEqual({
      subscription_status: 'trialing',
      card_brand: 'mastercard',
      card_last4: '4444',
      next_action: null,
    });
    const strong = UpdatePaymentResponse.parse(
      (
        await call(cat, 'POST', '/api/v1/subscriptions/update-payment', {
          payment_method_id: TEST_CARDS.authentication.pm,
        })
      ).json(),
    );
    expect(strong.next_action?.type).toBe('confirm_setup');
    expect(strong.next_action?.client_secret).toMatch(/^seti_.*_secret_/);
    expect((await status(cat)).card_last4).toBe('3155');
  });

  it('starts a paid subscription without a trial: the browser confirms the first payment', async () => {
    const dan = await server.signUp();
    const res = SubscribeResponse.parse(
      (
        await call(dan, 'POST', '/api/v1/subscriptions/subscribe', {
          payment_method: TEST_CARDS.authentication.pm,
        })
      ).json(),
    );
    expect(res.subscription_status).toBe('incomplete');
    expect(res.next_action?.type).toBe('confirm_payment');
    expect((await chat(dan)).statusCode).toBe(402);

    const confirmed = await fake.confirmAsBrowser(
      fakeUrl,
      res.next_action?.client_secret ?? '',
      TEST_CARDS.authentication.pm,
    );
    expect(confirmed.status).toBe(200);
    // No webhook yet: the status call reads an incomplete subscription from Stripe.
    expect(await status(dan)).toMatchObject({
      subscription_status: 'active',
      card_last4: '3155',
      trial_end: null,
    });
    expect((await chat(dan)).statusCode).toBe(200);
  });

  it('cancels at the period end (access kept until then); subscribing again resumes', async () => {
    const eve = await server.signUp();
    const first = SubscribeResponse.parse(
      (
        await call(eve, 'POST', '/api/v1/subscriptions/subscribe', {
          payment_method: TEST_CARDS.visa.pm,
        })
      ).json(),
    );
    await fake.confirmAsBrowser(
      fakeUrl,
      first.next_action?.client_secret ?? '',
      TEST_CARDS.visa.pm,
    );
    expect((await status(eve)).subscription_status).toBe('active');

    const cancelled = CancelResponse.parse(
      (await call(eve, 'POST', '/api/v1/subscriptions/cancel')).json(),
    );
    const periodEnd = subscriptionOf(eve).items.data[0]?.current_period_end ?? 0;
    expect(cancelled).toEqual({
      subscription_status: 'active',
      cancel_at: new Date(periodEnd * 1000).toISOString(),
    });
    expect(await status(eve)).toMatchObject({
      subscription_status: 'active',
      cancel_at: cancelled.cancel_at,
    });
    expect((await chat(eve)).statusCode).toBe(200);

    const resumed = SubscribeResponse.parse(
      (
        await call(eve, 'POST', '/api/v1/subscriptions/subscribe', {
          payment_method: TEST_CARDS.mastercard.pm,
        })
      ).json(),
    );
    expect(resumed).toEqual({ subscription_status: 'active', next_action: null });
    expect(await status(eve)).toMatchObject({ cancel_at: null, card_last4: '4444' });
    expect(subscriptionOf(eve).cancel_at_period_end).toBe(false);
  });

  it('webhooks: bad signatures are refused with 400 and change nothing', async () => {
    const fay = await server.signUp();
    await call(fay, 'POST', '/api/v1/subscriptions/start-trial');
    const sub = fake.endTrial(subscriptionOf(fay).id); // Stripe cancels a trial without a card
    const event = fake.event('customer.subscription.deleted', sub);
    const payload = JSON.stringify(event);
    const wrongSecret = await deliver(event, 'whsec_someone_else');
    const noHeader = await server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const tampered = await server.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload: payload.replace('"canceled"', '"active"'),
    });
    const stale = await deliver(
      event,
      WEBHOOK_SECRET,
      signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    for (const res of [wrongSecret, noHeader, tampered, stale]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(BILLING_MESSAGES.badSignature);
    }
    expect((await status(fay)).subscription_status).toBe('trialing');

    // The same event, signed, is applied: it was not taken as seen.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await status(fay)).subscription_status).toBe('canceled');
    const gated = await chat(fay);
    expect(gated.statusCode).toBe(402);
    expect(gated.json().detail).toBe(BILLING_MESSAGES.chatEnded);
    const trialAgain = await call(fay, 'POST', '/api/v1/subscriptions/start-trial');
    expect(trialAgain.statusCode).toBe(409);
    expect(trialAgain.json().detail).toBe(BILLING_MESSAGES.trialUsed);
  });

  it('webhooks: a replayed event is applied once; a late older event does not regress', async () => {
    const gus = await server.signUp();
    await call(gus, 'POST', '/api/v1/subscriptions/start-trial');
    await call(gus, 'POST', '/api/v1/subscriptions/subscribe', {
      payment_method: TEST_CARDS.visa.pm,
    });
    const trialing = structuredClone(subscriptionOf(gus));
    const t0 = Math.floor(Date.now() / 1000);
    const older = fake.event('customer.subscription.updated', trialing, t0 - 100);

    const converted = fake.endTrial(trialing.id); // the trial ends, the card is charged
    const activated = fake.event('customer.subscription.updated', converted, t0);
    expect((await deliver(activated)).statusCode).toBe(200);
    expect((await status(gus)).subscription_status).toBe('active');

    // Stripe delivers the same event again after the renewal failed: it is not applied twice.
    fake.failRenewal(trialing.id);
    expect((await deliver(activated)).statusCode).toBe(200);
    expect((await status(gus)).subscription_status).toBe('active');

    const pastDue = fake.event('invoice.payment_failed', {
      object: 'invoice',
      id: 'in_x',
      customer: trialing.customer,
    });
    expect((await deliver(pastDue)).statusCode).toBe(200);
    expect((await status(gus)).subscription_status).toBe('past_due');
    const gated = await chat(gus);
    expect(gated.statusCode).toBe(402);
    expect(gated.json().detail).toBe(BILLING_MESSAGES.chatPayment('past_due'));

    // The trialing snapshot from before arrives last: the newer state stays.
    expect((await deliver(older)).statusCode).toBe(200);
    expect((await status(gus)).subscription_status).toBe('past_due');

    // A new card pays the overdue invoice from the browser; invoice.paid brings it back.
    const update = UpdatePaymentResponse.parse(
      (
        await call(gus, 'POST', '/api/v1/subscriptions/update-payment', {
          payment_method_id: TEST_CARDS.mastercard.pm,
        })
      ).json(),
    );
    expect(update).toMatchObject({ subscription_status: 'past_due', card_last4: '4444' });
    expect(update.next_action?.type).toBe('confirm_payment');
    await fake.confirmAsBrowser(
      fakeUrl,
      update.next_action?.client_secret ?? '',
      TEST_CARDS.mastercard.pm,
    );
    const paid = fake.event('invoice.paid', {
      object: 'invoice',
      id: 'in_y',
      customer: trialing.customer,
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await status(gus)).toMatchObject({ subscription_status: 'active', card_last4: '4444' });
    expect((await chat(gus)).statusCode).toBe(200);
  });

  it('webhooks: events of unknown customers or of no interest are acknowledged and ignored', async () => {
    const stranger = fake.event('customer.subscription.updated', {
      object: 'subscription',
      id: 'sub_elsewhere',
      customer: 'cus_of_another_app',
      status: 'active',
    });
    expect((await deliver(stranger)).statusCode).toBe(200);
    expect(
      (await deliver(fake.event('charge.refunded', { object: 'charge', id: 'ch_1' }))).statusCode,
    ).toBe(200);
  });

  it('cancels at once a subscription whose first payment never went through', async () => {
    const hal = await server.signUp();
    await call(hal, 'POST', '/api/v1/subscriptions/subscribe', {
      payment_method: TEST_CARDS.visa.pm,
    });
    const firstId = subscriptionOf(hal).id;
    const res = CancelResponse.parse(
      (await call(hal, 'POST', '/api/v1/subscriptions/cancel')).json(),
    );
    expect(res).toEqual({ subscription_status: 'canceled', cancel_at: null });
    const twice = await call(hal, 'POST', '/api/v1/subscriptions/cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(BILLING_MESSAGES.nothingToCancel);
    // Subscribing again makes a new subscription.
    const again = SubscribeResponse.parse(
      (
        await call(hal, 'POST', '/api/v1/subscriptions/subscribe', {
          payment_method: TEST_CARDS.visa.pm,
        })
      ).json(),
    );
    expect(again.subscription_status).toBe('incomplete');
    expect(subscriptionOf(hal).id).not.toBe(firstId);
    expect(fake.subscriptions.get(firstId)?.status).toBe('canceled');
  });

  it('says when Stripe cannot be reached, and changes nothing', async () => {
    const ivy = await server.signUp();
    fake.failing = true;
    try {
      const res = await call(ivy, 'POST', '/api/v1/subscriptions/start-trial');
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe(BILLING_MESSAGES.providerDown);
    } finally {
      fake.failing = false;
    }
    expect((await status(ivy)).subscription_status).toBe(null);
  });

  it('deleting the account deletes the Stripe customer (and not the account when Stripe is down)', async () => {
    const jay = await server.signUp();
    await call(jay, 'POST', '/api/v1/subscriptions/start-trial');
    const customer = customerOf(jay);
    expect(customer?.deleted).toBeUndefined();

    fake.failing = true;
    try {
      const refused = await call(jay, 'DELETE', '/api/v1/users');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().detail).toBe(BILLING_MESSAGES.deletionProviderDown);
    } finally {
      fake.failing = false;
    }
    expect((await status(jay)).subscription_status).toBe('trialing');

    const res = await call(jay, 'DELETE', '/api/v1/users');
    expect(res.statusCode).toBe(200);
    expect(customer?.deleted).toBe(true);
    expect(fake.requests).toContain(`DELETE /v1/customers/${customer?.id}`);
    expect(subscriptionOf(jay).status).toBe('canceled');
  });
});
