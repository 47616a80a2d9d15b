// Session start: the client config, Firebase, the auth-state listener and the redirect result.
import type { ClientConfig } from '../../../contract';
import { setupTelemetry } from '../../telemetry/setup';
import { ApiError, setTokenSource } from '../api';
import { fetchClientConfig } from '../client-config';
import { startConnectivity } from '../connectivity';
import { clearAuthStorage, completeSignIn, readAuthStorage, recordAuthError } from './auth-intent';
import { currentToken, initFirebase, loadFirebase, waitForEmulator } from './firebase';
import { beginUserSession, onSignedOut } from './user-session';
import { sessionStore } from './store';

async function boot(): Promise<void> {
  startConnectivity();
  void loadFirebase();
  let config: ClientConfig;
  try {
    config = await fetchClientConfig();
  } catch (error) {
    const detail = error instanceof ApiError ? error.detail : String(error);
    sessionStore.set({ configError: detail, authLoading: false });
    return;
  }
  void setupTelemetry(config);
  const { auth, module } = await initFirebase(config);
  setTokenSource(currentToken);
  sessionStore.set({ config });
  module.onAuthStateChanged(
    auth,
    (user) => {
      if (user) {
        void beginUserSession(user).catch((error: unknown) => {
          recordAuthError(error, 'auth_state_change');
          sessionStore.set({ authLoading: false });
        });
      } else onSignedOut();
    },
    (error) => recordAuthError(error, 'auth_state_change'),
  );
  if (config.authEmulatorUrl) await waitForEmulator(config.authEmulatorUrl);
  sessionStore.set({ authReady: true });
  if (readAuthStorage().intent) {
    try {
      const result = await module.getRedirectResult(auth);
      if (result) completeSignIn(result.user);
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
