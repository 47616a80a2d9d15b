/** What the server says about payments; card declines carry Stripe's own message instead. */
export const BILLING_MESSAGES = {
  chatNeedsTrial:
    'The chat needs a subscription. Start your free trial in Settings, under Payment.',
  chatEnded:
    'Your subscription has ended. Subscribe again in Settings, under Payment, to use the chat.',
  chatPayment: (status: string) =>
    `Your subscription needs attention (status: ${status}). Update your payment details in Settings, under Payment, to use the chat.`,
  alreadySubscribed: 'You already have a subscription.',
  trialUsed: 'Your free trial has already been used. Subscribe to keep using Mnemo.',
  nothingToCancel: 'There is no subscription to cancel.',
  providerDown:
    'The payment system could not be reached, so nothing was changed. Please try again in a moment.',
  deletionProviderDown:
    'The payment system could not be reached, so your account was not deleted (its subscription would have kept running). Please try again in a moment.',
  unknownCard: 'That card could not be found. Please enter your card details again.',
  badSignature: 'The webhook signature is not valid.',
} as const;
