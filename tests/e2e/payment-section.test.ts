// The Payment section in the browser with BILLING=stripe (SPEC points 2, 4 "Subscription", 6 and
// 8 "Payment"): the built PWA, a Stripe-mode server, Stripe.js replaced by a stand-in served
// through request routing and Stripe's API by a local stand-in.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TEST_CARDS } from '../helpers/stripe-fake';
import { launchBrowser, newContext, signInWithEmulatorPopup } from './browser';
import { routeStripe, startStripeApp, type StripeApp } from './stripe';

const UNAVAILABLE = 'Payment system is unavailable. Please refresh the page.';

describe('Payment section with Stripe', () => {
  let app: StripeApp;
  let browser: Browser;

  async function signedInPage(
    name: string,
  ): Promise<{ context: BrowserContext; page: Page; email: string }> {
    const context = await newContext(browser);
    await routeStripe(context, app.fakeUrl, { available: true });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    const email = `${name.toLowerCase()}${Date.now()}@example.com`;
    await page.goto(`${app.url}/#/login`);
    await signInWithEmulatorPopup(page, { email, name });
    await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    return { context, page, email };
  }

  const payment = (page: Page) =>
    page.getByRole('region', { name: 'Payment' }).or(page.locator('.payment')).first();

  async function payWithCard(page: Page, number: string, submit: string): Promise<void> {
    const field = page.getByRole('textbox', { name: 'Card number' });
    await field.waitFor();
    await field.fill(number);
    await page.getByRole('button', { name: submit }).click();
  }

  beforeAll(async () => {
    app = await startStripeApp(inject('emulatorUrl'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a new account from /chat to Settings, starts the trial, then opens the chat', async () => {
    const { context, page } = await signedInPage('Tess');
    const stripeJs: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith('https://js.stripe.com/')) stripeJs.push(request.url());
    });
    // Chat needs active or trialing: with no subscription the guard sends the student to Settings.
    await page.waitForURL(/#\/settings$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText(/^Your free trial ends on .+\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe Now' }).isVisible()).toBe(true);
    // Stripe.js is fetched only for a card form, which no screen so far has shown.
    expect(stripeJs).toEqual([]);

    // Subscribe Now: a refused card shows Stripe's own words; a good one is saved for the trial's end.
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await payWithCard(page, '4242', 'Subscribe Now');
    expect(stripeJs).toEqual(['https://js.stripe.com/endive/stripe.js']);
    await page.getByRole('alert').filter({ hasText: 'Your card number is incomplete.' }).waitFor();
    await payWithCard(page, TEST_CARDS.declined.number, 'Subscribe Now');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await payWithCard(page, TEST_CARDS.visa.number, 'Subscribe Now');
    await page.getByText('Visa ending in 4242').waitFor();
    await page
      .getByText('Your subscription continues with this card when the trial ends.')
      .waitFor();

    await page.getByRole('button', { name: 'Close settings' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.getByRole('heading', { name: 'Your Files' }).first().waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('subscribes again after the trial ended, through 3-D Secure, and cancels at the period end', async () => {
    const { context, page, email } = await signedInPage('Uma');
    await page.waitForURL(/#\/settings$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText(/^Your free trial ends on/).waitFor();

    // Stripe ends the trial without a card (cancelled) and tells the server by webhook.
    const customer = [...app.fake.customers.values()].find((c) => c.email === email);
    const sub = app.fake.subscriptionOf(customer?.id ?? '');
    if (!sub) throw new Error('no subscription');
    expect(await app.deliver('customer.subscription.deleted', app.fake.endTrial(sub.id))).toBe(200);

    // The chat is closed again: the route guard answers with Settings.
    await page.goto(`${app.url}/#/chat`);
    await page.reload();
    await page.waitForURL(/#\/settings$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Subscription ended' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe Again' }).click();
    await payWithCard(page, TEST_CARDS.authentication.number, 'Subscribe Again');
    await page.getByRole('heading', { name: 'Subscription active' }).waitFor({ timeout: 20_000 });
    await page.getByText('Visa ending in 3155').waitFor();
    await page.getByText(/^Expires \d\d\/\d{4}$/).waitFor();

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText(/^Your subscription is cancelled and ends on .+\.$/).waitFor();
    await page.getByRole('button', { name: 'Subscribe Again' }).waitFor();

    // Stripe.js cannot load (offline or blocked): the card form says so, in SPEC words.
    await routeStripe(context, app.fakeUrl, { available: false });
    await page.reload();
    await page.getByRole('button', { name: 'Subscribe Again' }).click();
    await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor();
    expect((await payment(page).getByRole('alert').textContent())?.trim()).toBe(UNAVAILABLE);
    await context.close();
  });
});
