import { CHAT_STATUSES } from '../../contract/constants';

/** Route access of SPEC point 2. */
export type Access = 'public' | 'signed-in' | 'chat';

export type GuardInput = {
  authLoading: boolean;
  user: unknown;
  subscription: { subscription_status: string | null } | null;
  subscriptionLoading: boolean;
  /** While signing out, or while a landing path is pending, the session decides where to go. */
  signingOut?: boolean;
  landing?: string | null;
};

export type GuardResult = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export function canUseChat(subscription: GuardInput['subscription']): boolean {
  const status = subscription?.subscription_status;
  return CHAT_STATUSES.some((allowed) => allowed === status);
}

/**
 * SPEC point 4: signed in with subscription active or trialing goes to /chat, with any other
 * known subscription value to /settings. Applied to the sign-in page, which stays while the
 * status is not known yet; a sign-in under way (popup open, redirect being read, landing path
 * pending) goes where the sign-in says instead (/welcome for a new account).
 */
export function signedInLanding(input: GuardInput & { signingIn?: boolean }): GuardResult {
  if (!input.user || input.authLoading || input.signingOut || input.landing || input.signingIn) {
    return { kind: 'allow' };
  }
  if (canUseChat(input.subscription)) return { kind: 'redirect', to: '/chat' };
  if (input.subscriptionLoading && !input.subscription) return { kind: 'allow' };
  return { kind: 'redirect', to: '/settings' };
}

export function guard(access: Access, input: GuardInput): GuardResult {
  if (access === 'public') return { kind: 'allow' };
  if (input.authLoading || input.signingOut || input.landing) return { kind: 'wait' };
  if (!input.user) return { kind: 'redirect', to: '/login' };
  if (access === 'signed-in') return { kind: 'allow' };
  if (canUseChat(input.subscription)) return { kind: 'allow' };
  if (input.subscriptionLoading && !input.subscription) return { kind: 'wait' };
  return { kind: 'redirect', to: '/settings' };
}
