// What belongs to one signed-in user in this page: their database, outbox and live socket.
// Sign-in opens them; sign-out disposes them (the data stays on the device: it is theirs).
import type { User } from 'firebase/auth';
import { ANALYTICS_STORAGE_KEYS, identify, track } from '../../telemetry/analytics';
import { apiFetch } from '../api';
import { startDeviceEngine } from '../chunks';
import { openUserDb } from '../db';
import { onFileEvent, startLive } from '../live';
import { startMirrorSync } from '../mirror';
import { startOutboxSync } from '../outbox';
import { signOut } from './account';
import { rememberUser } from './remembered-user';
import { refreshSubscription } from './subscription';
import { sessionStore, toSessionUser } from './store';

export { endUserSession } from './user-end';

const KNOWN_USER_KEY = ANALYTICS_STORAGE_KEYS[1];

/** SPEC point 4 "On auth state change with a user". */
export async function beginUserSession(user: User): Promise<void> {
  const sessionUser = toSessionUser(user);
  // A user already shown (from this device, or by start.ts) keeps their screen; else it loads.
  const shownAlready = sessionStore.get().user?.uid === user.uid;
  sessionStore.set({
    ...(shownAlready ? {} : { authLoading: true }),
    user: sessionUser,
    localSignInOffered: false,
  });
  rememberUser(sessionUser);
  track('user_logged_in', { provider: sessionUser.providerId });
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
  // Offline, search and chat answers come from the engine on this device (mirrored chunks).
  startDeviceEngine();
  await refreshSubscription();
  void startLive(user.uid).catch((error: unknown) => console.error('Socket start failed', error));
  if (sessionStore.get().user?.uid === user.uid) sessionStore.set({ authLoading: false });
}

// Signed out of all devices elsewhere, or the account deleted: this device signs out too.
onFileEvent((event) => {
  if (event.event !== 'session_revoked') return;
  const { signingOut, deletingAccount } = sessionStore.get();
  if (signingOut || deletingAccount) return;
  void signOut().catch((error: unknown) => console.warn(error));
});
