// What a signed-in student does with the account: sign out (SPEC point 4 "Logout"), sign out
// of all devices and delete the account.
import {
  ANALYTICS_STORAGE_KEYS,
  flushAnalytics,
  resetAnalytics,
  track,
} from '../../telemetry/analytics';
import { ApiError, apiFetch } from '../api';
import { deleteUserDb } from '../db';
import { clearKeptFiles, fileCacheName } from '../file-cache';
import { clearAuthStorage } from './auth-intent';
import { getAuthInstance, getAuthModule } from './firebase';
import { sessionStore } from './store';
import { endUserSession } from './user-end';

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

/**
 * DELETE /api/v1/users, then this device's database and kept files of the user; then `announce`
 * (the success alert, SPEC point 8), and only then the user is cleared and sent to /.
 */
export async function deleteAccount(announce?: () => void): Promise<DeleteAccountResult> {
  const user = sessionStore.get().user;
  if (!user) return { ok: false, reason: 'no-user', detail: '' };
  // The server tells this account's sockets it has ended (session_revoked): this device is the
  // one deleting, so it does not sign out on that word but after the alert below.
  sessionStore.set({ deletingAccount: true });
  try {
    await apiFetch('/api/v1/users', { method: 'DELETE' });
  } catch (error) {
    sessionStore.set({ deletingAccount: false });
    if (!(error instanceof ApiError)) return { ok: false, reason: 'server', detail: String(error) };
    if (error.status === 0) return { ok: false, reason: 'network', detail: error.detail };
    if (error.status === 401 || error.status === 403) {
      return { ok: false, reason: 'auth', detail: error.detail };
    }
    return { ok: false, reason: 'server', detail: error.detail };
  }
  // Their data on this device goes too: the database and the files kept for offline viewing.
  try {
    await deleteUserDb(user.uid);
  } catch (error) {
    console.error('Could not delete the local database', error);
  }
  try {
    await clearKeptFiles(fileCacheName(user.uid));
  } catch (error) {
    console.error('Could not delete the files kept on this device', error);
  }
  try {
    announce?.();
  } finally {
    await signOut('/');
    sessionStore.set({ deletingAccount: false });
  }
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
