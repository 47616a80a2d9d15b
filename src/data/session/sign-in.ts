// Signing in (Google, or locally against the emulator): the identity SDK alone, so the sign-in
// page loads neither the database nor the API schemas.
import { track } from '../../telemetry/analytics';
import {
  clearAuthStorage,
  completeSignIn,
  DEFAULT_REDIRECT_PATH,
  recordAuthError,
  writeAuthStorage,
  type AuthIntent,
} from './auth-intent';
import { getAuthInstance, getAuthModule } from './firebase';
import { sessionStore } from './store';

const POPUP_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** What the SDK reports when Google's script cannot load (no internet) in front of the emulator. */
const OFFLINE_PROVIDER_CODES = new Set(['auth/internal-error', 'auth/network-request-failed']);

function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
}

export async function signIn(
  intent: AuthIntent,
  redirectPath = DEFAULT_REDIRECT_PATH,
): Promise<void> {
  const auth = getAuthInstance();
  const firebase = getAuthModule();
  const { user, authReady, config } = sessionStore.get();
  if (user || !auth || !firebase || !authReady) return;
  const { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup, signInWithRedirect } =
    firebase;
  writeAuthStorage(intent, redirectPath);
  track(intent === 'signup' ? 'user_signup_attempt' : 'user_signin_attempt');
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  sessionStore.set({ signingIn: true });
  try {
    if (POPUP_HOSTS.has(window.location.hostname)) {
      // The resolver loads Google's sign-in script now, on the press, never with the page.
      const result = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
      completeSignIn(result.user, firebase.getAdditionalUserInfo(result)?.isNewUser === true);
    } else {
      await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    }
  } catch (error) {
    recordAuthError(error, intent === 'signup' ? 'google_signup' : 'google_signin');
    if (config?.authEmulatorUrl && OFFLINE_PROVIDER_CODES.has(errorCode(error))) {
      sessionStore.set({ localSignInOffered: true });
    } else {
      clearAuthStorage();
    }
  } finally {
    sessionStore.set({ signingIn: false });
  }
}

/** A stable Google subject for an email, so the same email is the same emulator account. */
export async function localSubject(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `local-${hex.slice(0, 24)}`;
}

/** Offline sign-in against the Auth emulator, which accepts unsigned Google credentials. */
export async function signInLocally(
  name: string,
  email: string,
  intent: AuthIntent = 'signin',
  redirectPath = DEFAULT_REDIRECT_PATH,
): Promise<void> {
  const auth = getAuthInstance();
  const firebase = getAuthModule();
  if (!auth || !firebase || sessionStore.get().user) return;
  const { GoogleAuthProvider, signInWithCredential } = firebase;
  writeAuthStorage(intent, redirectPath);
  const claims = {
    sub: await localSubject(email),
    email: email.trim(),
    name: name.trim(),
    email_verified: true,
  };
  sessionStore.set({ signingIn: true });
  try {
    const result = await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(JSON.stringify(claims)),
    );
    completeSignIn(result.user, firebase.getAdditionalUserInfo(result)?.isNewUser === true);
  } catch (error) {
    recordAuthError(error, intent === 'signup' ? 'google_signup' : 'google_signin');
    clearAuthStorage();
    throw error;
  } finally {
    sessionStore.set({ signingIn: false });
  }
}
