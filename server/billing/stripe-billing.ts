import type Stripe from 'stripe';
import {
  CHAT_STATUSES,
  type PaymentNextAction,
  type SubscribeResponse,
  type SubscriptionStatus,
  type UpdatePaymentResponse,
} from '../../contract/subscriptions';
import type { CurrentUser } from '../auth/current-user';
import type { StripeConfig } from '../config';
import type { BillingRepository, BillingRow } from '../db/billing-repository';
import { AppError } from '../errors';
import type { Billing } from './billing';
import { BILLING_MESSAGES } from './messages';
import { isMissing, stripeCall } from './stripe-errors';
import {
  cardOf,
  ENDED_STATUSES,
  invoiceSecret,
  NO_CARD,
  stateOf,
  UNPAID_STATUSES,
  type Card,
} from './stripe-state';
import { applyWebhookEvent } from './stripe-webhooks';

/** Expansions every subscription read asks for: the card, and the open invoice's secret. */
const EXPAND = ['default_payment_method', 'latest_invoice.confirmation_secret'];

/**
 * BILLING=stripe: one Stripe customer per user (made on first need), one subscription to the
 * configured price, with a free trial that needs no card. Every call writes what Stripe answered
 * to the user's row; webhooks keep it current for what Stripe changes by itself.
 */
export class StripeBilling implements Billing {
  readonly mode = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
    private readonly repo: BillingRepository,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
  ) {}

  async status(user: CurrentUser): Promise<SubscriptionStatus> {
    let row = await this.row(user);
    // A payment waiting for the browser's confirmation (3-D Secure): read it from Stripe, so the
    // answer right after the confirmation is current even before the webhook arrives.
    if (row.subscription_status === 'incomplete' && row.subscription_id) {
      try {
        await this.sync(row.user_id, row.subscription_id);
        row = await this.row(user);
      } catch (error) {
        this.log('Could not refresh an incomplete subscription from Stripe', error);
      }
    }
    return {
      subscription_status: row.subscription_status,
      plan: row.plan,
      trial_end: row.trial_end,
      card_brand: row.card_brand,
      card_last4: row.card_last4,
      card_exp_month: row.card_exp_month,
      card_exp_year: row.card_exp_year,
      cancel_at: row.cancel_at,
    };
  }

  /** A trial with no card: Stripe cancels it at its end unless a card was added (its guide's setting). */
  async startTrial(user: CurrentUser): Promise<{ trial_end: string | null }> {
    const row = await this.row(user);
    if (row.subscription_id) {
      throw new AppError(
        'conflict',
        isLive(row) ? BILLING_MESSAGES.alreadySubscribed : BILLING_MESSAGES.trialUsed,
      );
    }
    const customer = await this.customerOf(row);
    const sub = await stripeCall(() =>
      this.stripe.subscriptions.create(
        {
          customer,
          items: [{ price: this.config.priceId }],
          trial_period_days: this.config.trialDays,
          payment_settings: { save_default_payment_method: 'on_subscription' },
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          metadata: { mnemo_user_id: String(row.user_id) },
          expand: EXPAND,
        },
        { idempotencyKey: `mnemo-trial-${row.user_id}-${customer}` },
      ),
    );
    const state = stateOf(sub, cardOf(sub.default_payment_method) ?? NO_CARD);
    await this.repo.saveSubscription(row.user_id, state);
    return { trial_end: state.trial_end };
  }

  /**
   * With a live subscription the card becomes its default (a trial keeps running and is charged
   * at its end; a scheduled cancellation is withdrawn); otherwise a new subscription starts now,
   * whose first payment the browser confirms (Stripe's default_incomplete flow).
   */
  async subscribe(user: CurrentUser, paymentMethod: string): Promise<SubscribeResponse> {
    const row = await this.row(user);
    const customer = await this.customerOf(row);
    const card = await this.attachAsDefault(customer, paymentMethod);
    if (isLive(row) && row.subscription_id) {
      const { status, next_action } = await this.useCard(
        row,
        row.subscription_id,
        paymentMethod,
        card,
      );
      return { subscription_status: status, next_action };
    }
    return this.startPaid(row, customer, paymentMethod, card);
  }

  async updatePayment(user: CurrentUser, paymentMethodId: string): Promise<UpdatePaymentResponse> {
    const row = await this.row(user);
    const customer = await this.customerOf(row);
    const card = await this.attachAsDefault(customer, paymentMethodId);
    const result =
      isLive(row) && row.subscription_id
        ? await this.useCard(row, row.subscription_id, paymentMethodId, card)
        : await this.startPaid(row, customer, paymentMethodId, card).then((r) => ({
            status: r.subscription_status,
            next_action: r.next_action,
          }));
    return {
      subscription_status: result.status,
      card_brand: card.brand,
      card_last4: card.last4,
      next_action: result.next_action,
    };
  }

  /**
   * A paid or trialing subscription ends at the end of the period already paid for (or of the
   * trial, with no charge); one whose payment never went through ends now.
   */
  async cancel(
    user: CurrentUser,
  ): Promise<{ subscription_status: string | null; cancel_at: string | null }> {
    const row = await this.row(user);
    if (!row.subscription_id || !isLive(row)) {
      throw new AppError('conflict', BILLING_MESSAGES.nothingToCancel);
    }
    const id = row.subscription_id;
    const keepsPeriod =
      row.subscription_status === 'active' || row.subscription_status === 'trialing';
    const sub = await stripeCall(() =>
      keepsPeriod
        ? this.stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: EXPAND })
        : this.stripe.subscriptions.cancel(id, { expand: EXPAND }),
    );
    const state = stateOf(sub, cardOf(sub.default_payment_method) ?? cardOfRow(row));
    await this.repo.saveSubscription(row.user_id, state);
    return { subscription_status: state.subscription_status, cancel_at: state.cancel_at };
  }

  async requireChat(user: CurrentUser): Promise<void> {
    const row = await this.row(user);
    const status = row.subscription_status;
    if (CHAT_STATUSES.some((allowed) => allowed === status)) return;
    const detail =
      status === null
        ? BILLING_MESSAGES.chatNeedsTrial
        : ENDED_STATUSES.has(status) || status === 'deleted'
          ? BILLING_MESSAGES.chatEnded
          : BILLING_MESSAGES.chatPayment(status);
    throw new AppError('payment_required', detail);
  }

  /** Deleting the customer makes Stripe cancel its subscriptions at once: nothing is charged again. */
  async forgetCustomer(user: CurrentUser): Promise<void> {
    const row = await this.repo.byUserId(user.id);
    const customer = row?.customer_id;
    if (!customer) return;
    try {
      await this.stripe.customers.del(customer);
    } catch (error) {
      if (!isMissing(error)) {
        throw new AppError('unavailable', BILLING_MESSAGES.deletionProviderDown, undefined, error);
      }
    }
    await this.repo.setCustomer(user.id, null);
  }

  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.config.webhookSecret,
      );
    } catch (error) {
      throw new AppError('bad_request', BILLING_MESSAGES.badSignature, undefined, error);
    }
    // At least once: an event already applied is acknowledged and not applied again.
    if (await this.repo.eventApplied(event.id)) return;
    await applyWebhookEvent(event, this.repo, (userId, subscriptionId) =>
      this.sync(userId, subscriptionId),
    );
    await this.repo.recordEvent(event.id, event.type);
  }

  /** Reads the subscription from Stripe and stores it: the current state, whatever order events came in. */
  private async sync(userId: number, subscriptionId: string): Promise<void> {
    const sub = await stripeCall(() =>
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: EXPAND }),
    );
    const card =
      cardOf(sub.default_payment_method) ??
      (await this.customerCard(typeof sub.customer === 'string' ? sub.customer : sub.customer.id));
    await this.repo.saveSubscription(userId, stateOf(sub, card));
  }

  private async customerCard(customerId: string): Promise<Card> {
    const customer = await stripeCall(() =>
      this.stripe.customers.retrieve(customerId, {
        expand: ['invoice_settings.default_payment_method'],
      }),
    );
    if (customer.deleted) return NO_CARD;
    return cardOf(customer.invoice_settings.default_payment_method) ?? NO_CARD;
  }

  private async row(user: CurrentUser): Promise<BillingRow> {
    const row = await this.repo.byUserId(user.id);
    if (!row) throw new AppError('unauthorized', 'No account.');
    return row;
  }

  private async customerOf(row: BillingRow): Promise<string> {
    if (row.customer_id) return row.customer_id;
    // The key makes two first calls at once create one customer.
    const customer = await stripeCall(() =>
      this.stripe.customers.create(
        {
          ...(row.email ? { email: row.email } : {}),
          metadata: { mnemo_user_id: String(row.user_id) },
        },
        { idempotencyKey: `mnemo-customer-${row.user_id}` },
      ),
    );
    await this.repo.setCustomer(row.user_id, customer.id);
    return customer.id;
  }

  /** Attaches the card to the customer and makes it the default for invoices. */
  private async attachAsDefault(customer: string, paymentMethod: string): Promise<Card> {
    const method = await stripeCall(() =>
      this.stripe.paymentMethods.attach(paymentMethod, { customer }),
    );
    await stripeCall(() =>
      this.stripe.customers.update(customer, {
        invoice_settings: { default_payment_method: paymentMethod },
      }),
    );
    return cardOf(method) ?? NO_CARD;
  }

  /**
   * The card becomes the live subscription's default. An unpaid invoice is then confirmed by the
   * browser with it; otherwise the card is set up for the later charges (3-D Secure now, not at
   * the first renewal), as Stripe's guide for cards collected during a trial does.
   */
  private async useCard(
    row: BillingRow,
    subscriptionId: string,
    paymentMethod: string,
    card: Card,
  ): Promise<{ status: string | null; next_action: PaymentNextAction | null }> {
    const unpaid = UNPAID_STATUSES.has(row.subscription_status ?? '');
    const sub = await stripeCall(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        default_payment_method: paymentMethod,
        ...(unpaid ? {} : { cancel_at_period_end: false }),
        expand: EXPAND,
      }),
    );
    await this.repo.saveSubscription(row.user_id, stateOf(sub, card));
    const secret = invoiceSecret(sub);
    if (UNPAID_STATUSES.has(sub.status) && secret) {
      return {
        status: sub.status,
        next_action: { type: 'confirm_payment', client_secret: secret },
      };
    }
    const setup = await stripeCall(() =>
      this.stripe.setupIntents.create({
        customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
        payment_method: paymentMethod,
        // No redirects: a card's 3-D Secure step happens in the page, through Stripe.js.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        usage: 'off_session',
        confirm: true,
        use_stripe_sdk: true,
      }),
    );
    const next_action: PaymentNextAction | null =
      setup.status === 'requires_action' && setup.client_secret
        ? { type: 'confirm_setup', client_secret: setup.client_secret }
        : null;
    return { status: sub.status, next_action };
  }

  /** A new subscription, no trial, its first invoice confirmed by the browser with the card. */
  private async startPaid(
    row: BillingRow,
    customer: string,
    paymentMethod: string,
    card: Card,
  ): Promise<SubscribeResponse> {
    const sub = await stripeCall(() =>
      this.stripe.subscriptions.create({
        customer,
        items: [{ price: this.config.priceId }],
        default_payment_method: paymentMethod,
        payment_behavior: 'default_incomplete',
        payment_settings: {
          save_default_payment_method: 'on_subscription',
          payment_method_types: ['card'],
        },
        metadata: { mnemo_user_id: String(row.user_id) },
        expand: EXPAND,
      }),
    );
    await this.repo.saveSubscription(
      row.user_id,
      stateOf(sub, cardOf(sub.default_payment_method) ?? card),
    );
    const secret = invoiceSecret(sub);
    return {
      subscription_status: sub.status,
      next_action:
        sub.status === 'incomplete' && secret
          ? { type: 'confirm_payment', client_secret: secret }
          : null,
    };
  }
}

/** A subscription that still runs or can still be paid. */
function isLive(row: BillingRow): boolean {
  const status = row.subscription_status;
  return status !== null && status !== 'deleted' && !ENDED_STATUSES.has(status);
}

function cardOfRow(row: BillingRow): Card {
  return {
    brand: row.card_brand,
    last4: row.card_last4,
    exp_month: row.card_exp_month,
    exp_year: row.card_exp_year,
  };
}
