// What belongs to one signed-in user in this page: their database, outbox and live socket.
// Sign-in opens them; sign-out disposes them (the data stays on the device: it is theirs).
import type { User } from 'firebase/auth';
import { ANALYTICS_STORAGE_KEYS, identify } from '../../telemetry/analytics';
import { apiFetch } from '../api';
import { closeUserDb, openUserDb } from '../db';
import { startLive, stopLive } from '../live';
import { disposeMirror, startMirrorSync } from '../mirror';
import { disposeOutbox, startOutboxSync } from '../outbox';
import { refreshSubscription } from './subscription';
import { sessionStore, toSessionUser } from './store';

const KNOWN_USER_KEY = ANALYTICS_STORAGE_KEYS[1];

/** SPEC point 4 "On auth state change with a user". */
export async function beginUserSession(user: User): Promise<void> {
  sessionStore.set({ authLoading: true, user: toSessionUser(user), localSignInOffered: false });
  openUserDb(user.uid);
  if (localStorage.getItem(KNOWN_USER_KEY) !== user.uid) {
    identify(user.uid, { email: user.email });
    localStorage.setItem(KNOWN_USER_KEY, user.uid);
  }
  try {
    await apiFetch('/api/v1/users', {
      method: 'POST',
      body: JSON.stringify({ firebase_uid: user.uid, email: user.email }),
    });
  } catch (error) {
    console.error('Could not register the user', error);
  }
  // Changes made on this device while offline (or before the last sign-out) go out now.
  startOutboxSync();
  // The device's copy catches up with what changed elsewhere (incremental: only the changes).
  startMirrorSync();
  await refreshSubscription();
  void startLive(user.uid).catch((error: unknown) => console.error('Socket start failed', error));
  if (sessionStore.get().user?.uid === user.uid) sessionStore.set({ authLoading: false });
}

/** Closes what the signed-in user had open in this page. */
export async function endUserSession(): Promise<void> {
  disposeOutbox();
  disposeMirror();
  closeUserDb();
  await stopLive().catch((error: unknown) => console.error('Socket close failed', error));
}

/** SPEC point 4 "On auth state change without a user (and no logout running)". */
export function onSignedOut(): void {
  if (sessionStore.get().signingOut) return;
  void endUserSession();
  sessionStore.set({ user: null, subscription: null, authLoading: false });
}
