// The returning student's screen reads the stored subscription status without zod; it must
// accept and refuse what the contract's schema does.
import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '../../../../../contract';
import { storedSubscription } from '../../../../../src/data/session/subscription-cache';

const ACTIVE = {
  subscription_status: 'active',
  plan: 'monthly',
  trial_end: null,
  card_brand: 'visa',
  card_last4: '4242',
  card_exp_month: 12,
  card_exp_year: 2030,
  cancel_at: '2027-01-01T00:00:00Z',
};

const SAMPLES: [string, unknown][] = [
  ['an active subscription', ACTIVE],
  ['a stored value from before cancel_at', { ...ACTIVE, cancel_at: undefined }],
  ['no subscription', { ...ACTIVE, subscription_status: null, plan: null, card_last4: null }],
  ['a trial', { ...ACTIVE, subscription_status: 'trialing', trial_end: '2026-12-01' }],
  ['a number for a string', { ...ACTIVE, plan: 3 }],
  ['a fractional month', { ...ACTIVE, card_exp_month: 1.5 }],
  ['a string for a month', { ...ACTIVE, card_exp_month: '12' }],
  ['a missing field', { ...ACTIVE, card_brand: undefined }],
  ['a number for cancel_at', { ...ACTIVE, cancel_at: 5 }],
  ['a field the schema does not have', { ...ACTIVE, extra: true }],
  ['nothing stored', undefined],
  ['null', null],
  ['a list', [ACTIVE]],
  ['a string', 'active'],
];

describe('storedSubscription (read without zod for the first paint)', () => {
  it.each(SAMPLES)('agrees with the contract schema on %s', (_name, value) => {
    const schema = SubscriptionStatus.safeParse(value);
    expect(storedSubscription(value)).toEqual(schema.success ? schema.data : null);
  });
});
