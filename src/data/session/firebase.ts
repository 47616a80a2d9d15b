// The Firebase Auth instance of the page. Its SDK loads only where a session is needed (the
// sign-in page, the signed-in screens), never on the home page, and Google's sign-in script
// (the popup/redirect resolver) only when the student presses a sign-in button.
import type { Auth } from 'firebase/auth';
import type { ClientConfig } from '../../../contract';
import { ApiError, NETWORK_ERROR } from '../api';
import { sessionStore } from './store';
import { yieldToMain } from '../../lib/yield';

export type AuthModule = typeof import('firebase/auth');

let auth: Auth | null = null;
let authModule: AuthModule | null = null;
let modules: Promise<[typeof import('firebase/app'), AuthModule]> | null = null;

let settle: (instance: Auth | null) => void = () => undefined;
/** The Auth instance once it knows who is signed in (null: it could not start). */
const authSettled = new Promise<Auth | null>((resolve) => {
  settle = resolve;
});

/** Starts loading the SDK (once). */
export function loadFirebase(): Promise<[typeof import('firebase/app'), AuthModule]> {
  modules ??= Promise.all([import('firebase/app'), import('firebase/auth')]);
  return modules;
}

export function getAuthInstance(): Auth | null {
  return auth;
}

export function getAuthModule(): AuthModule | null {
  return authModule;
}

/** Tells the token source that the SDK will not start in this page (no config, offline). */
export function authUnavailable(): void {
  settle(null);
}

/**
 * The signed-in user's ID token (refreshed by the SDK when it is about to expire). It waits
 * for the SDK to restore the session, so a screen shown from IndexedDB before the SDK has
 * loaded gets its token once it can.
 */
export async function currentToken(forceRefresh = false): Promise<string | null> {
  const instance = await authSettled;
  const user = instance?.currentUser;
  if (!user || sessionStore.get().signingOut) return null;
  try {
    return await user.getIdToken(forceRefresh);
  } catch (error) {
    console.error('Could not get an ID token', error);
    throw new ApiError(0, NETWORK_ERROR, null);
  }
}

/**
 * Initialises the app and its Auth instance (emulator included) from the client config.
 * `initializeAuth` with no popup/redirect resolver: `getAuth` would start the resolver at once
 * on phones and Safari, loading Google's script on every page and holding the auth state back
 * until it answers. The sign-in actions pass the resolver themselves.
 * Persistence: IndexedDB first (the service worker reads the session there to send queued
 * changes with no page open, workers/sw-auth.ts); a session an older version kept in local
 * storage moves over on its own (the SDK migrates along the list).
 */
export async function initFirebase(
  config: ClientConfig,
): Promise<{ auth: Auth; module: AuthModule }> {
  const [{ initializeApp }, firebaseAuth] = await loadFirebase();
  // The SDK's evaluation and its start in two tasks rather than one long one.
  await yieldToMain();
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    ...(config.firebase.appId ? { appId: config.firebase.appId } : {}),
  });
  const instance = firebaseAuth.initializeAuth(app, {
    persistence: [firebaseAuth.indexedDBLocalPersistence, firebaseAuth.browserLocalPersistence],
  });
  if (config.authEmulatorUrl) {
    firebaseAuth.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  auth = instance;
  authModule = firebaseAuth;
  void instance.authStateReady().then(
    () => settle(instance),
    (error: unknown) => {
      console.error('The sign-in state could not be restored', error);
      settle(instance);
    },
  );
  return { auth: instance, module: firebaseAuth };
}

export async function waitForEmulator(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url.replace(/\/$/, '')}/`, { mode: 'no-cors', cache: 'no-store' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
