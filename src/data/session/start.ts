// Session start: a returning student's screen from this device first, then the client config,
// Firebase, the auth-state listener and the redirect result. What a signed-in user needs (their
// database, outbox, socket, the API schemas) loads only once there is a user.
import type { User } from 'firebase/auth';
import type { ClientConfig } from '../../../contract/config';
import { setupTelemetry } from '../../telemetry/setup';
import { ApiError, setTokenSource } from '../api';
import { fetchClientConfig } from '../client-config';
import { resetFilesPaging } from '../screen-state';
import { startConnectivity } from '../connectivity';
import { clearAuthStorage, completeSignIn, readAuthStorage, recordAuthError } from './auth-intent';
import { authUnavailable, currentToken, initFirebase, waitForEmulator } from './firebase';
import { forgetUser, readRememberedUser } from './remembered-user';
import { whenScreenShown } from './screen-shown';
import { sessionStore, toSessionUser } from './store';

type UserSession = typeof import('./user-session');
let userSession: Promise<UserSession> | null = null;

function loadUserSession(): Promise<UserSession> {
  userSession ??= import('./user-session');
  return userSession;
}

function onUser(user: User): void {
  // Said at once, not after the user's modules load: a guard seeing no user while a sign-in
  // lands would send the student back to /login.
  if (sessionStore.get().user?.uid !== user.uid) {
    // Files page 1 of size 10 (SPEC point 4), whatever page the last user of this tab chose.
    resetFilesPaging();
    sessionStore.set({ authLoading: true, user: toSessionUser(user), localSignInOffered: false });
  }
  void loadUserSession()
    .then((loaded) => loaded.beginUserSession(user))
    .catch((error: unknown) => {
      recordAuthError(error, 'auth_state_change');
      sessionStore.set({ authLoading: false });
    });
}

/** SPEC point 4 "On auth state change without a user (and no logout running)". */
function onNoUser(): void {
  if (sessionStore.get().signingOut) return;
  forgetUser();
  // Only a user shown in this page has a database, outbox and socket to close.
  void userSession?.then((loaded) => loaded.endUserSession());
  sessionStore.set({
    user: null,
    subscription: null,
    subscriptionLoading: false,
    authLoading: false,
  });
}

async function boot(): Promise<void> {
  // A sign-in that left by redirect is read below: until then it is under way.
  const returning = readAuthStorage().intent !== null;
  if (returning) sessionStore.set({ signingIn: true });
  try {
    await bootSteps(returning);
  } finally {
    if (returning) sessionStore.set({ signingIn: false });
  }
}

async function bootSteps(returning: boolean): Promise<void> {
  startConnectivity();
  // Every request waits for the SDK to restore the session (currentToken), so a screen shown
  // from IndexedDB may ask for data at once: the requests go out when they can.
  setTokenSource(currentToken);
  const remembered = readRememberedUser();
  if (remembered && (await (await import('./remembered-session')).showRememberedUser(remembered))) {
    await whenScreenShown();
  }
  let config: ClientConfig;
  try {
    config = await fetchClientConfig();
  } catch (error) {
    authUnavailable();
    const detail = error instanceof ApiError ? error.detail : String(error);
    sessionStore.set({ configError: detail, authLoading: false });
    return;
  }
  void setupTelemetry(config);
  const { auth, module } = await initFirebase(config);
  sessionStore.set({ config });
  module.onAuthStateChanged(
    auth,
    (user) => (user ? onUser(user) : onNoUser()),
    (error) => recordAuthError(error, 'auth_state_change'),
  );
  if (config.authEmulatorUrl) await waitForEmulator(config.authEmulatorUrl);
  sessionStore.set({ authReady: true });
  if (returning && readAuthStorage().intent) {
    try {
      const result = await module.getRedirectResult(auth, module.browserPopupRedirectResolver);
      // No result: a sign-in abandoned earlier; its stored intent is cleared all the same.
      if (result)
        completeSignIn(result.user, module.getAdditionalUserInfo(result)?.isNewUser === true);
      else clearAuthStorage();
    } catch (error) {
      recordAuthError(error, 'oauth_redirect');
      clearAuthStorage();
    }
  }
}

let started: Promise<void> | null = null;

/** Starts the session once per page. */
export function startSession(): Promise<void> {
  started ??= boot();
  return started;
}
