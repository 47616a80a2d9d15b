// The session as React sees it: state from the session store plus the actions.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { onFileEvent } from '../live';
import { deleteAccount, signIn, signInLocally, signOut, signOutEverywhere } from './actions';
import { startSession } from './start';
import { consumeLanding, sessionStore, type SessionState } from './store';
import { cancelSubscription, refreshSubscription, startTrial } from './subscription';

export type { SessionUser, SessionState } from './store';
export type { AuthIntent } from './auth-intent';
export type { DeleteAccountResult, SignOutEverywhereResult } from './actions';

const actions = {
  signIn,
  signInLocally,
  signOut,
  signOutEverywhere,
  refreshSubscription,
  deleteAccount,
  startTrial,
  cancelSubscription,
  consumeLanding,
};

export type Session = SessionState & typeof actions;

/** Exported so tests (and stories) can render a screen with a fixed session. */
export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  useEffect(() => {
    void startSession();
  }, []);
  // Signed out of all devices elsewhere, or the account deleted: this device signs out too.
  useEffect(
    () =>
      onFileEvent((event) => {
        if (event.event !== 'session_revoked' || sessionStore.get().signingOut) return;
        void signOut().catch((error: unknown) => console.warn(error));
      }),
    [],
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
