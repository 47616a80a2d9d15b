import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { ClientConfig, SubscriptionStatus } from '../../../../contract';
import { SessionContext, type Session, type SessionUser } from '../../../../src/data/session';

export const TEST_CONFIG: ClientConfig = {
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-mnemo', appId: null },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  billing: 'free',
  stripePublishableKey: null,
  posthogKey: null,
  posthogHost: null,
  sentryDsn: null,
  contentOrigin: null,
  maxUploadBytes: 100 * 1024 * 1024,
};

export const TEST_USER: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  emailVerified: true,
  providerId: 'google.com',
  creationTime: 'Mon, 01 Jan 2024 00:00:00 GMT',
  lastSignInTime: 'Tue, 02 Jan 2024 00:00:00 GMT',
};

export function subscriptionWith(status: string | null): SubscriptionStatus {
  return {
    subscription_status: status,
    plan: 'standard',
    trial_end: null,
    card_brand: null,
    card_last4: null,
    card_exp_month: null,
    card_exp_year: null,
    cancel_at: null,
  };
}

/** A session with every action mocked; pass only what the test cares about. */
export function fakeSession(patch: Partial<Session> = {}): Session {
  return {
    config: TEST_CONFIG,
    configError: null,
    authReady: true,
    authLoading: false,
    user: null,
    subscription: null,
    subscriptionLoading: false,
    landing: null,
    localSignInOffered: false,
    signingOut: false,
    signingIn: false,
    deletingAccount: false,
    start: vi.fn(),
    screenShown: vi.fn(),
    signIn: vi.fn(async () => undefined),
    signInLocally: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    signOutEverywhere: vi.fn(async () => ({ ok: true as const })),
    refreshSubscription: vi.fn(async () => undefined),
    deleteAccount: vi.fn(async (announce?: () => void) => {
      announce?.();
      return { ok: true as const };
    }),
    startTrial: vi.fn(async () => undefined),
    cancelSubscription: vi.fn(async () => undefined),
    subscribe: vi.fn(async () => ({ subscription_status: 'active', next_action: null })),
    updatePayment: vi.fn(async () => ({
      subscription_status: 'active',
      card_brand: 'visa',
      card_last4: '4242',
      next_action: null,
    })),
    consumeLanding: vi.fn(),
    ...patch,
  };
}

export function WithSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
