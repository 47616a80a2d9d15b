// A local stand-in for the handful of Stripe API calls Mnemo makes (Stripe's API cannot be reached
// here). The real `stripe` SDK is pointed at it with its host/port/protocol options, so the SDK's
// own request, encoding and error code runs. It speaks Stripe's wire format: form-encoded bodies
// with bracketed keys, `expand[]`, `{error: {type, code, message, param}}` with Stripe's statuses.
// The browser stand-in of Stripe.js (tests/e2e/stripe-js-stub.js) reaches it too, for the calls
// Stripe.js makes (create a card payment method, confirm a payment or a setup).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

/** Test cards: Stripe's test numbers and payment-method ids, with what each does. */
export const TEST_CARDS = {
  visa: { number: '4242424242424242', pm: 'pm_card_visa', brand: 'visa', last4: '4242' },
  mastercard: {
    number: '5555555555554444',
    pm: 'pm_card_mastercard',
    brand: 'mastercard',
    last4: '4444',
  },
  /** Refused by the bank: attach fails with Stripe's card_declined. */
  declined: {
    number: '4000000000000002',
    pm: 'pm_card_chargeDeclined',
    brand: 'visa',
    last4: '0002',
  },
  /** Needs 3-D Secure for every payment and setup. */
  authentication: {
    number: '4000002500003155',
    pm: 'pm_card_authenticationRequired',
    brand: 'visa',
    last4: '3155',
  },
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';

type Behaviour = 'ok' | 'declined' | 'authentication';

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: Behaviour;
}

interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Json;
  invoice_settings: { default_payment_method: string | null };
  deleted?: true;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  trial_end: number | null;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending_setup_intent: null;
  metadata: Json;
  items: {
    object: 'list';
    data: { id: string; price: { id: string }; current_period_end: number }[];
  };
}

interface Invoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription: string;
  status: 'open' | 'paid' | 'void';
  payment_intent: string | null;
}

interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  client_secret: string;
  status: string;
  customer: string;
  payment_method: string | null;
  invoice: string | null;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else {
        node[name] ??= {};
        node = node[name] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const list = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).map(String) : [];

export class StripeFake {
  readonly customers = new Map<string, Customer>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly intents = new Map<string, Intent>();
  /** Every request, as `METHOD /path`, for assertions on what the server asked. */
  readonly requests: string[] = [];
  /** When set, every API call answers 500 (Stripe down). */
  failing = false;
  private seq = 0;
  private server: http.Server | null = null;

  constructor(
    readonly secretKey: string,
    readonly priceId: string,
    readonly publishableKey = 'pk_test_mnemo',
  ) {
    for (const card of Object.values(TEST_CARDS)) this.card(card.pm, card.number);
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}_${String(this.seq).padStart(6, '0')}fake`;
  }

  /** A card payment method as Stripe.js makes one from a card number. */
  private card(id: string, number: string): PaymentMethod {
    const known = Object.values(TEST_CARDS).find((c) => c.number === number);
    const behaviour: Behaviour =
      known === TEST_CARDS.declined
        ? 'declined'
        : known === TEST_CARDS.authentication
          ? 'authentication'
          : 'ok';
    const method: PaymentMethod = {
      id,
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: known?.brand ?? (number.startsWith('5') ? 'mastercard' : 'visa'),
        last4: number.slice(-4),
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
      },
      behaviour,
    };
    this.paymentMethods.set(id, method);
    return method;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A Stripe event around an object as it is now, for a signed webhook delivery. */
  event(type: string, object: object, created = now()): Json {
    return {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
  }

  subscriptionOf(customer: string): FakeSubscription | undefined {
    return [...this.subscriptions.values()].filter((s) => s.customer === customer).at(-1);
  }

  /** What Stripe does by itself at a trial's end: charge the card or cancel without one. */
  endTrial(id: string): FakeSubscription {
    const sub = this.mustSub(id);
    sub.trial_end = now();
    sub.status = sub.default_payment_method ? 'active' : 'canceled';
    return sub;
  }

  /** A renewal whose charge failed: a new open invoice, the subscription past_due. */
  failRenewal(id: string): FakeSubscription {
    const sub = this.mustSub(id);
    const invoice: Invoice = {
      id: this.id('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      status: 'open',
      payment_intent: null,
    };
    invoice.payment_intent = this.newIntent(
      'payment_intent',
      sub.customer,
      sub.default_payment_method,
      invoice.id,
    ).id;
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    sub.status = 'past_due';
    return sub;
  }

  /** What Stripe.js does with a client secret in the browser (3-D Secure passed): confirm it. */
  async confirmAsBrowser(
    baseUrl: string,
    secret: string,
    paymentMethod: string,
  ): Promise<{ status: number; body: Json }> {
    const id = secret.split('_secret_')[0] ?? '';
    const kind = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    const res = await fetch(`${baseUrl}/v1/${kind}/${id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: this.publishableKey,
        client_secret: secret,
        payment_method: paymentMethod,
      }),
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    this.requests.push(`${method} ${url.pathname}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const params = {
      ...parseStripeForm(url.search.slice(1)),
      ...parseStripeForm(Buffer.concat(chunks).toString()),
    };
    try {
      if (this.failing) throw new StripeFailure(500, 'api_error', 'Stripe is down (test).');
      // The server's SDK sends its key as a bearer token; Stripe.js sends the publishable key
      // in the form body (a simple cross-origin request, no preflight).
      const key =
        /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ??
        (typeof params.key === 'string' ? params.key : '');
      const browser = key === this.publishableKey;
      if (!browser && key !== this.secretKey) {
        throw new StripeFailure(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      const body = browser
        ? this.browserRoute(method, url.pathname, params)
        : this.route(method, url.pathname, params);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': this.id('req') });
      res.end(JSON.stringify(body));
    } catch (error) {
      const failure =
        error instanceof StripeFailure
          ? error
          : new StripeFailure(500, 'api_error', (error as Error).message);
      res.writeHead(failure.status, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            type: failure.type,
            message: failure.message,
            ...(failure.code ? { code: failure.code } : {}),
            ...(failure.param ? { param: failure.param } : {}),
          },
        }),
      );
    }
  }

  /** The calls Stripe.js makes with the publishable key. */
  private browserRoute(method: string, path: string, p: Params): Json {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_methods') {
      const card = p.card as Params | undefined;
      return this.public(this.card(this.id('pm'), String(card?.number ?? ''))) ?? {};
    }
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path))) {
      return this.confirmPayment(this.intent(m[1], p.client_secret), p);
    }
    if (method === 'POST' && (m = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path))) {
      const intent = this.intent(m[1], p.client_secret);
      intent.status = 'succeeded';
      return { ...intent };
    }
    throw new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${path}).`);
  }

  private intent(id: string | undefined, secret: unknown): Intent {
    const intent = this.intents.get(id ?? '');
    if (!intent || intent.client_secret !== secret) {
      throw new StripeFailure(404, 'invalid_request_error', `No such intent: '${id}'`);
    }
    return intent;
  }

  /** The browser confirmed a first or overdue payment (after 3-D Secure where asked). */
  private confirmPayment(intent: Intent, p: Params): Json {
    const pmId = typeof p.payment_method === 'string' ? p.payment_method : intent.payment_method;
    const pm = this.paymentMethods.get(pmId ?? '');
    if (!pm) throw new StripeFailure(400, 'invalid_request_error', 'No payment method.');
    if (pm.behaviour === 'declined') {
      intent.status = 'requires_payment_method';
      throw new StripeFailure(402, 'card_error', DECLINED_MESSAGE, 'card_declined');
    }
    intent.status = 'succeeded';
    intent.payment_method = pm.id;
    const invoice = this.invoices.get(intent.invoice ?? '');
    if (invoice) {
      invoice.status = 'paid';
      const sub = this.subscriptions.get(invoice.subscription);
      if (sub && sub.status !== 'canceled') sub.status = 'active';
    }
    return { ...intent };
  }

  private route(method: string, path: string, p: Params): Json {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Customer = {
        id: this.id('cus'),
        object: 'customer',
        email: typeof p.email === 'string' ? p.email : null,
        metadata: (p.metadata as Json | undefined) ?? {},
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(customer.id, customer);
      return { ...customer };
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = this.mustCustomer(m[1]);
      if (method === 'DELETE') {
        customer.deleted = true;
        for (const sub of this.subscriptions.values()) {
          if (sub.customer === customer.id) sub.status = 'canceled';
        }
        return { id: customer.id, object: 'customer', deleted: true };
      }
      if (method === 'POST') {
        const settings = p.invoice_settings as Params | undefined;
        if (settings && typeof settings.default_payment_method === 'string') {
          this.mustAttached(settings.default_payment_method, customer.id);
          customer.invoice_settings.default_payment_method = settings.default_payment_method;
        }
      }
      const out: Json = { ...customer, invoice_settings: { ...customer.invoice_settings } };
      if (list(p.expand).includes('invoice_settings.default_payment_method')) {
        const pm = customer.invoice_settings.default_payment_method;
        out.invoice_settings = {
          default_payment_method: pm ? this.public(this.paymentMethods.get(pm)) : null,
        };
      }
      return out;
    }
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const pm = this.paymentMethods.get(m[1] ?? '');
      if (!pm) {
        throw new StripeFailure(
          404,
          'invalid_request_error',
          `No such PaymentMethod: '${m[1]}'`,
          'resource_missing',
          'payment_method',
        );
      }
      const customer = this.mustCustomer(String(p.customer));
      if (pm.behaviour === 'declined') {
        throw new StripeFailure(402, 'card_error', DECLINED_MESSAGE, 'card_declined');
      }
      pm.customer = customer.id;
      return this.public(pm) ?? {};
    }
    if (method === 'POST' && path === '/v1/subscriptions') return this.createSubscription(p);
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = this.mustSub(m[1]);
      if (method === 'POST') this.updateSubscription(sub, p);
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.cancel_at = null;
        sub.cancel_at_period_end = false;
      }
      return this.expandSubscription(sub, list(p.expand));
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const pm = this.mustAttached(String(p.payment_method), String(p.customer));
      const intent = this.newIntent('setup_intent', pm.customer ?? '', pm.id, null);
      intent.status = pm.behaviour === 'authentication' ? 'requires_action' : 'succeeded';
      return { ...intent };
    }
    throw new StripeFailure(404, 'invalid_request_error', `Unrecognized request URL (${path}).`);
  }

  private newIntent(
    object: Intent['object'],
    customer: string,
    pm: string | null,
    invoice: string | null,
  ): Intent {
    const id = this.id(object === 'payment_intent' ? 'pi' : 'seti');
    const intent: Intent = {
      id,
      object,
      client_secret: `${id}_secret_${this.id('s')}`,
      status: 'requires_confirmation',
      customer,
      payment_method: pm,
      invoice,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private createSubscription(p: Params): Json {
    const customer = this.mustCustomer(String(p.customer));
    const items = Object.values((p.items as Params | undefined) ?? {}) as Params[];
    const price = String(items[0]?.price ?? '');
    if (price !== this.priceId) {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        `No such price: '${price}'`,
        'resource_missing',
        'items[0][price]',
      );
    }
    const pm =
      typeof p.default_payment_method === 'string'
        ? this.mustAttached(p.default_payment_method, customer.id).id
        : null;
    const trialDays = p.trial_period_days ? Number(p.trial_period_days) : 0;
    const start = now();
    const id = this.id('sub');
    const sub: FakeSubscription = {
      id,
      object: 'subscription',
      customer: customer.id,
      status: trialDays > 0 ? 'trialing' : 'incomplete',
      trial_end: trialDays > 0 ? start + trialDays * DAY : null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: pm,
      latest_invoice: null,
      pending_setup_intent: null,
      metadata: (p.metadata as Json | undefined) ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            price: { id: price },
            current_period_end: start + (trialDays > 0 ? trialDays : 30) * DAY,
          },
        ],
      },
    };
    const invoice: Invoice = {
      id: this.id('in'),
      object: 'invoice',
      customer: customer.id,
      subscription: id,
      status: trialDays > 0 ? 'paid' : 'open',
      payment_intent: null,
    };
    if (invoice.status === 'open') {
      invoice.payment_intent = this.newIntent('payment_intent', customer.id, pm, invoice.id).id;
    }
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    this.subscriptions.set(id, sub);
    return this.expandSubscription(sub, list(p.expand));
  }

  private updateSubscription(sub: FakeSubscription, p: Params): void {
    if (typeof p.default_payment_method === 'string') {
      sub.default_payment_method = this.mustAttached(p.default_payment_method, sub.customer).id;
    }
    if (p.cancel_at_period_end === 'true') {
      sub.cancel_at_period_end = true;
      sub.cancel_at = sub.items.data[0]?.current_period_end ?? null;
    } else if (p.cancel_at_period_end === 'false') {
      sub.cancel_at_period_end = false;
      sub.cancel_at = null;
    }
  }

  private expandSubscription(sub: FakeSubscription, expand: string[]): Json {
    const out: Json = structuredClone(sub) as unknown as Json;
    if (expand.includes('default_payment_method') && sub.default_payment_method) {
      out.default_payment_method = this.public(this.paymentMethods.get(sub.default_payment_method));
    }
    const invoice = this.invoices.get(sub.latest_invoice ?? '');
    if (invoice && expand.some((e) => e.startsWith('latest_invoice'))) {
      const intent = this.intents.get(invoice.payment_intent ?? '');
      out.latest_invoice = {
        id: invoice.id,
        object: 'invoice',
        customer: invoice.customer,
        status: invoice.status,
        ...(expand.includes('latest_invoice.confirmation_secret')
          ? {
              confirmation_secret: intent
                ? { client_secret: intent.client_secret, type: 'payment_intent' }
                : null,
            }
          : {}),
      };
    }
    return out;
  }

  private public(pm: PaymentMethod | undefined): Json | null {
    if (!pm) return null;
    const { behaviour: _behaviour, ...rest } = pm;
    return structuredClone(rest) as unknown as Json;
  }

  private mustCustomer(id: string | undefined): Customer {
    const customer = this.customers.get(id ?? '');
    if (!customer || customer.deleted) {
      throw new StripeFailure(
        404,
        'invalid_request_error',
        `No such customer: '${id}'`,
        'resource_missing',
        'id',
      );
    }
    return customer;
  }

  private mustSub(id: string | undefined): FakeSubscription {
    const sub = this.subscriptions.get(id ?? '');
    if (!sub) {
      throw new StripeFailure(
        404,
        'invalid_request_error',
        `No such subscription: '${id}'`,
        'resource_missing',
        'id',
      );
    }
    return sub;
  }

  private mustAttached(pmId: string, customer: string): PaymentMethod {
    const pm = this.paymentMethods.get(pmId);
    if (!pm || pm.customer !== customer) {
      throw new StripeFailure(
        400,
        'invalid_request_error',
        `The payment method ${pmId} is not attached to customer ${customer}.`,
        'resource_missing',
        'payment_method',
      );
    }
    return pm;
  }
}
