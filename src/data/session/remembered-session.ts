// A returning student's screen from what this device holds: the user last signed in here and
// their last known subscription, with no request. Light on purpose (Dexie and the session store,
// no API schemas, outbox or socket): it is all the signed-in screen waits for before its first
// paint. The identity SDK confirms the user later (user-session.ts) or signs them out (start.ts).
import { openUserDb } from '../db';
import { resetFilesPaging } from '../screen-state';
import { cachedSubscription } from './subscription-cache';
import { sessionStore, type SessionUser } from './store';

export async function showRememberedUser(user: SessionUser): Promise<boolean> {
  resetFilesPaging();
  sessionStore.set({ user, authLoading: false, subscriptionLoading: true });
  openUserDb(user.uid);
  const subscription = await cachedSubscription(user.uid);
  if (sessionStore.get().user?.uid !== user.uid) return false;
  // With no status on the device the guards wait for the request, as on a first sign-in.
  sessionStore.set({ subscription, subscriptionLoading: subscription === null });
  return subscription !== null;
}
