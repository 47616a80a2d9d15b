import { useText } from '../../ui/i18n';
// Every text of the Payment section (SPEC point 4 "Subscription (Payment section)") and the
// payment errors of SPEC point 8, in one place for tests and translators.
export const BILLING_TEXT = {
  loading: 'Loading subscription...',
  freeTitle: 'Free plan',
  freeBody:
    'Every feature is included: uploads, key concepts, flashcards, quizzes, search and chat. No payment details needed.',
  freeStatus: 'Your plan is active.',
  trialOfferTitle: 'Start your free trial',
  trialOfferBody: 'Try every feature of Mnemo free of charge. No card needed to start.',
  startTrial: 'Start Free Trial',
  startingTrial: 'Starting trial...',
  trialingTitle: 'Free trial',
  trialEnds: (date: string) => `Your free trial ends on ${date}.`,
  trialActive: 'Your free trial is active.',
  trialCard: 'Your subscription continues with this card when the trial ends.',
  subscribeNow: 'Subscribe Now',
  activeTitle: 'Subscription active',
  card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${year}`,
  endsOn: (date: string) => `Your subscription is cancelled and ends on ${date}.`,
  cancel: 'Cancel Subscription',
  cancelling: 'Cancelling...',
  cancelConfirm:
    'Are you sure you want to cancel your subscription? You keep access until the end of the period already paid for.',
  endedTitle: 'Subscription ended',
  endedBody: 'Your subscription has ended. Subscribe again to keep using the chat.',
  subscribeAgain: 'Subscribe Again',
  updateTitle: 'Payment needs updating',
  updateBody:
    'There is a problem with your payment (for example an expired card). Update your payment details to keep your subscription.',
  updatePayment: 'Update Payment Details',
  updating: 'Updating...',
  subscribeTitle: 'Subscribe',
  subscribeBody: 'Subscribe to use the chat, uploads and study sets.',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  status: (status: string) => `Status: ${status}`,
  cardLabel: 'Card details',
  loadingCardForm: 'Loading payment form...',
} as const;

/** Errors of SPEC point 8 "Payment"; the provider's own message is shown as it comes. */
export const PAYMENT_ERRORS = {
  unavailable: 'Payment system is unavailable. Please refresh the page.',
  subscribeFailed: 'Failed to complete subscription.',
  updateFailed: 'Failed to update payment details.',
  cancelFailed: 'Failed to cancel subscription.',
  trialFailed: 'An error occurred while starting your trial.',
  subscribeError: 'An error occurred while subscribing.',
} as const;

/** Card brands as Stripe names them, as a person reads them. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export function brandName(brand: string): string {
  return BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

declare module '../../lib/i18n/sections' {
  interface Sections {
    billing: typeof BILLING_TEXT;
    paymentErrors: typeof PAYMENT_ERRORS;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useBillingText = () => useText('billing', BILLING_TEXT);
export const usePaymentErrors = () => useText('paymentErrors', PAYMENT_ERRORS);
