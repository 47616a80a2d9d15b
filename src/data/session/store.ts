import type { User } from 'firebase/auth';
import type { ClientConfig, SubscriptionStatus } from '../../../contract';

/** The signed-in user as the app shows it (SPEC point 3, "User"). */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  providerId: string;
  creationTime: string | null;
  lastSignInTime: string | null;
};

export type SessionState = {
  config: ClientConfig | null;
  /** Set when the app could not get its configuration (offline on a first visit). */
  configError: string | null;
  /** The auth SDK is initialised and (with the emulator) the emulator answers. */
  authReady: boolean;
  authLoading: boolean;
  user: SessionUser | null;
  subscription: SubscriptionStatus | null;
  subscriptionLoading: boolean;
  /** Where to go after a completed sign-in or sign-out; the app shell navigates and clears it. */
  landing: string | null;
  /** The provider's script cannot load (no internet) while the emulator runs: offer local sign-in. */
  localSignInOffered: boolean;
  signingOut: boolean;
  /** A sign-in is under way: a popup is open, or a returning redirect is being read. */
  signingIn: boolean;
  /** This device is deleting the account: it signs out after the success alert, not before. */
  deletingAccount: boolean;
};

const INITIAL: SessionState = {
  config: null,
  configError: null,
  authReady: false,
  authLoading: true,
  user: null,
  subscription: null,
  subscriptionLoading: false,
  landing: null,
  localSignInOffered: false,
  signingOut: false,
  signingIn: false,
  deletingAccount: false,
};

let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

/** The session's state as a subscribable (STYLE habit 10); tests drive it directly. */
export const sessionStore = {
  get: (): SessionState => state,
  /** The state before anything started: what the build's prerendered pages show. */
  initial: (): SessionState => INITIAL,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  reset(): void {
    state = INITIAL;
    for (const listener of listeners) listener();
  },
};

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
    creationTime: user.metadata.creationTime ?? null,
    lastSignInTime: user.metadata.lastSignInTime ?? null,
  };
}

export function consumeLanding(): void {
  if (state.landing !== null) sessionStore.set({ landing: null });
}
