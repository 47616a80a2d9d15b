// SPEC point 4 "Sign-in": the intent and redirect path stored before a sign-in leaves the page,
// and where a completed sign-in lands.
import type { User } from 'firebase/auth';
import { track } from '../../telemetry/analytics';
import { sessionStore, toSessionUser, type SessionUser } from './store';

export type AuthIntent = 'signin' | 'signup';
export type AuthState = { redirectPath: string };
export const AUTH_INTENT_KEY = 'authIntent';
export const AUTH_STATE_KEY = 'authState';
export const DEFAULT_REDIRECT_PATH = '/chat';

/** Stored before a sign-in leaves the page (SPEC point 3 "Local storage keys"). */
export function writeAuthStorage(intent: AuthIntent, redirectPath: string): void {
  localStorage.setItem(AUTH_INTENT_KEY, intent);
  localStorage.setItem(AUTH_STATE_KEY, JSON.stringify({ redirectPath } satisfies AuthState));
}

export function readAuthStorage(): { intent: AuthIntent | null; authState: AuthState | null } {
  const rawIntent = localStorage.getItem(AUTH_INTENT_KEY);
  const intent = rawIntent === 'signin' || rawIntent === 'signup' ? rawIntent : null;
  let authState: AuthState | null = null;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'redirectPath' in parsed) {
      const path = parsed.redirectPath;
      if (typeof path === 'string' && path.startsWith('/')) authState = { redirectPath: path };
    }
  } catch {
    authState = null;
  }
  return { intent, authState };
}

export function clearAuthStorage(): void {
  localStorage.removeItem(AUTH_INTENT_KEY);
  localStorage.removeItem(AUTH_STATE_KEY);
}

/**
 * A brand-new account (creation == last sign-in) or a sign-up goes to the tour. The identity
 * provider's own word that the sign-in created the account counts too: the two times are
 * whole-second strings, which the provider may stamp a moment apart, across a second's turn.
 */
export function landingAfterSignIn(
  user: Pick<SessionUser, 'creationTime' | 'lastSignInTime'>,
  intent: AuthIntent | null,
  authState: AuthState | null,
  createdNow = false,
): { path: string; event: 'user_signup' | 'user_signin' } {
  const isNew =
    createdNow || (user.creationTime !== null && user.creationTime === user.lastSignInTime);
  if (isNew || intent === 'signup') return { path: '/welcome', event: 'user_signup' };
  return { path: authState?.redirectPath ?? DEFAULT_REDIRECT_PATH, event: 'user_signin' };
}

/**
 * Applies SPEC point 4 "When the redirect returns" (also after a popup or a local sign-in);
 * `createdNow`: the provider said this sign-in created the account (`isNewUser`).
 */
export function completeSignIn(user: User, createdNow = false): void {
  const { intent, authState } = readAuthStorage();
  const { path, event } = landingAfterSignIn(toSessionUser(user), intent, authState, createdNow);
  track(event, { method: 'google' });
  clearAuthStorage();
  sessionStore.set({ landing: path });
}

export function recordAuthError(error: unknown, context: string): void {
  const text = error instanceof Error ? error.message : String(error);
  console.error(`auth error (${context})`, error);
  track('auth_error', { error: text, context });
}
