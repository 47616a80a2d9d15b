// What the session lets a person do: sign in (Google, or locally against the emulator), sign
// out (SPEC point 4 "Logout"), sign out of all devices and delete the account.
import {
  ANALYTICS_STORAGE_KEYS,
  flushAnalytics,
  resetAnalytics,
  track,
} from '../../telemetry/analytics';
import { ApiError, apiFetch } from '../api';
import { deleteUserDb } from '../db';
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
import { endUserSession } from './user-session';

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
  const { GoogleAuthProvider, signInWithPopup, signInWithRedirect } = firebase;
  writeAuthStorage(intent, redirectPath);
  track(intent === 'signup' ? 'user_signup_attempt' : 'user_signin_attempt');
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    if (POPUP_HOSTS.has(window.location.hostname)) {
      const result = await signInWithPopup(auth, provider);
      completeSignIn(result.user);
    } else {
      await signInWithRedirect(auth, provider);
    }
  } catch (error) {
    recordAuthError(error, intent === 'signup' ? 'google_signup' : 'google_signin');
    if (config?.authEmulatorUrl && OFFLINE_PROVIDER_CODES.has(errorCode(error))) {
      sessionStore.set({ localSignInOffered: true });
    } else {
      clearAuthStorage();
    }
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
  try {
    const result = await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(JSON.stringify(claims)),
    );
    completeSignIn(result.user);
  } catch (error) {
    recordAuthError(error, intent === 'signup' ? 'google_signup' : 'google_signin');
    clearAuthStorage();
    throw error;
  }
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** SPEC point 4 "Logout": one at a time; a failing step is logged and the next still runs. */
export async function signOut(landing = '/login'): Promise<void> {
  if (sessionStore.get().signingOut) throw new Error('Logout already in progress');
  track('user_logout_attempt');
  sessionStore.set({ signingOut: true, user: null, subscription: null });
  let failed = false;
  try {
    await endUserSession();
    clearAuthStorage();
    for (const key of ANALYTICS_STORAGE_KEYS) localStorage.removeItem(key);
    sessionStorage.clear();
    clearCookies();
    const auth = getAuthInstance();
    try {
      if (auth) await getAuthModule()?.signOut(auth);
    } catch (error) {
      console.error('Identity provider sign-out failed', error);
    }
    track('user_logout');
    resetAnalytics();
    await flushAnalytics();
  } catch (error) {
    failed = true;
    console.error('Logout failed', error);
  } finally {
    sessionStore.set({ signingOut: false, authLoading: false, landing: failed ? '/' : landing });
  }
}

export type DeleteAccountResult =
  { ok: true } | { ok: false; reason: 'no-user' | 'auth' | 'network' | 'server'; detail: string };

/** DELETE /api/v1/users, then this device's database of the user, then sign-out to /. */
export async function deleteAccount(): Promise<DeleteAccountResult> {
  const user = sessionStore.get().user;
  if (!user) return { ok: false, reason: 'no-user', detail: '' };
  try {
    await apiFetch('/api/v1/users', { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, reason: 'server', detail: String(error) };
    if (error.status === 0) return { ok: false, reason: 'network', detail: error.detail };
    if (error.status === 401 || error.status === 403) {
      return { ok: false, reason: 'auth', detail: error.detail };
    }
    return { ok: false, reason: 'server', detail: error.detail };
  }
  try {
    await deleteUserDb(user.uid);
  } catch (error) {
    console.error('Could not delete the local database', error);
  }
  await signOut('/');
  return { ok: true };
}

export type SignOutEverywhereResult = { ok: true } | { ok: false; detail: string };

/**
 * DELETE /api/v1/users/sessions ends the sessions of every device (their open apps are told on
 * the live socket and sign out), then this device signs out too.
 */
export async function signOutEverywhere(): Promise<SignOutEverywhereResult> {
  try {
    await apiFetch('/api/v1/users/sessions', { method: 'DELETE' });
  } catch (error) {
    return { ok: false, detail: error instanceof ApiError ? error.detail : String(error) };
  }
  await signOut();
  return { ok: true };
}
