import { AppError } from '../errors';
import type { Billing } from './billing';

const BILLING_OFF =
  'Billing is turned off on this Mnemo server (BILLING=free): every account is on the free plan with all features, so there is nothing to pay for.';

/** The home page's "price 0" reading: everyone is active on the free plan. */
export class FreeBilling implements Billing {
  readonly mode = 'free' as const;

  async status() {
    return {
      subscription_status: 'active',
      plan: 'free',
      trial_end: null,
      card_brand: null,
      card_last4: null,
      card_exp_month: null,
      card_exp_year: null,
      cancel_at: null,
    };
  }

  async subscribe(): Promise<never> {
    throw new AppError('conflict', BILLING_OFF);
  }

  async updatePayment(): Promise<never> {
    throw new AppError('conflict', BILLING_OFF);
  }

  async startTrial(): Promise<never> {
    throw new AppError('conflict', BILLING_OFF);
  }

  async cancel(): Promise<never> {
    throw new AppError('conflict', BILLING_OFF);
  }

  async requireChat(): Promise<void> {}

  async forgetCustomer(): Promise<void> {}

  async receiveWebhook(): Promise<never> {
    throw new AppError('not_found', 'Webhooks are not used with BILLING=free.');
  }
}
