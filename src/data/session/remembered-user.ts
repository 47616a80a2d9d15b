// The user last signed in on this device, kept so a returning student's screen opens from
// IndexedDB at once, before the identity SDK has loaded (it confirms the user afterwards, and a
// user it no longer knows is signed out). Forgotten at sign-out.
import { clearResume } from '../resume';
import type { SessionUser } from './store';

export const REMEMBERED_USER_KEY = 'mnemo.session.user';

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  const nullableString = (key: string) => user[key] === null || typeof user[key] === 'string';
  return (
    typeof user.uid === 'string' &&
    user.uid !== '' &&
    typeof user.emailVerified === 'boolean' &&
    typeof user.providerId === 'string' &&
    ['email', 'displayName', 'creationTime', 'lastSignInTime'].every(nullableString)
  );
}

export function readRememberedUser(): SessionUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REMEMBERED_USER_KEY) ?? 'null');
    return isSessionUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberUser(user: SessionUser): void {
  localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(user));
}

export function forgetUser(): void {
  localStorage.removeItem(REMEMBERED_USER_KEY);
  // The set left open is painted at start before any check: no other account may see it.
  clearResume();
}
