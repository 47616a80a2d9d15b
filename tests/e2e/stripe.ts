import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import Stripe from 'stripe';
import { buildApp, type BuiltApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { StripeFake } from '../helpers/stripe-fake';

const STRIPE_JS = fs.readFileSync(path.join(import.meta.dirname, 'stripe-js-stub.js'), 'utf8');
const SECRET_KEY = 'sk_test_mnemo_e2e';
const WEBHOOK_SECRET = 'whsec_mnemo_e2e';

/**
 * Stripe.js from the stand-in, and Stripe.js's API calls to the local Stripe stand-in (both
 * through request routing); with `available: false` Stripe.js cannot load (offline, blocked).
 */
export async function routeStripe(
  context: BrowserContext,
  fakeUrl: string,
  options: { available: boolean },
): Promise<void> {
  await context.unroute('https://js.stripe.com/**');
  await context.route('https://js.stripe.com/**', (route) =>
    options.available
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_JS })
      : route.abort('internetdisconnected'),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface StripeApp {
  url: string;
  fake: StripeFake;
  fakeUrl: string;
  /** Posts a Stripe event to the app's webhook, signed as Stripe signs it. */
  deliver(type: string, object: object): Promise<number>;
  close(): Promise<void>;
}

/** The built PWA served by a second server in Stripe mode, against the local Stripe stand-in. */
export async function startStripeApp(emulatorUrl: string): Promise<StripeApp> {
  const fake = new StripeFake(SECRET_KEY, 'price_standard');
  const fakeUrl = await fake.start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-stripe-'));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../../dist'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PROCESSING_CONCURRENCY: '0',
    FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorUrl).host,
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PRICE_ID: 'price_standard',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_API_URL: fakeUrl,
  });
  const server: BuiltApp = await buildApp(config);
  await server.app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const signer = new Stripe(SECRET_KEY);
  return {
    url,
    fake,
    fakeUrl,
    async deliver(type, object) {
      const payload = JSON.stringify(fake.event(type, object));
      const res = await fetch(`${url}/api/v1/subscriptions/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        body: payload,
      });
      return res.status;
    },
    async close() {
      await server.app.close();
      await fake.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
