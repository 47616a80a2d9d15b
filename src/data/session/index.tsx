// The session as React sees it: state from the session store plus the actions. This module is
// part of the first screen, so it stays light: the actions and the start (Firebase, Dexie, the
// API schemas) load on demand, the first time a screen starts the session or calls an action.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type * as Account from './account';
import type * as SignIn from './sign-in';
import type * as Start from './start';
import type * as Subscription from './subscription';
import { readRememberedUser } from './remembered-user';
import { screenShown } from './screen-shown';
import { consumeLanding, sessionStore, type SessionState } from './store';

export type { SessionUser, SessionState } from './store';
export type { AuthIntent } from './auth-intent';
export type { DeleteAccountResult, SignOutEverywhereResult } from './account';

/** A module of the session, loaded once, on first use. */
function once<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => (loading ??= load());
}

const startModule = once<typeof Start>(() => import('./start'));
const signInModule = once<typeof SignIn>(() => import('./sign-in'));
const accountModule = once<typeof Account>(() => import('./account'));
const subscriptionModule = once<typeof Subscription>(() => import('./subscription'));

/** An action with its signature, its module loaded on its first call. */
function onDemand<M, A extends unknown[], R>(
  load: () => Promise<M>,
  pick: (loaded: M) => (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => pick(await load())(...args);
}

const actions = {
  /** Starts the session (once per page): screens that need one call it when they mount. */
  start: (): void => {
    // A returning student's screen opens from their database: fetch its code alongside (the
    // rest of the user's session loads after the screen's first paint).
    if (readRememberedUser()) void import('./remembered-session').catch(() => undefined);
    void startModule().then(
      (loaded) => loaded.startSession(),
      (error: unknown) => console.error('The session could not start', error),
    );
  },
  /** The route layer says the screen has been painted; the session's requests may go out. */
  screenShown,
  signIn: onDemand(signInModule, (m) => m.signIn),
  signInLocally: onDemand(signInModule, (m) => m.signInLocally),
  signOut: onDemand(accountModule, (m) => m.signOut),
  signOutEverywhere: onDemand(accountModule, (m) => m.signOutEverywhere),
  refreshSubscription: onDemand(subscriptionModule, (m) => m.refreshSubscription),
  deleteAccount: onDemand(accountModule, (m) => m.deleteAccount),
  startTrial: onDemand(subscriptionModule, (m) => m.startTrial),
  cancelSubscription: onDemand(subscriptionModule, (m) => m.cancelSubscription),
  subscribe: onDemand(subscriptionModule, (m) => m.subscribe),
  updatePayment: onDemand(subscriptionModule, (m) => m.updatePayment),
  consumeLanding,
};

export type Session = SessionState & typeof actions;

/** Exported so tests (and stories) can render a screen with a fixed session. */
export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Hydrating a prerendered page starts from the state it was rendered with.
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.get,
    sessionStore.initial,
  );
  return (
    <SessionContext.Provider value={{ ...state, ...actions }}>{children}</SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
