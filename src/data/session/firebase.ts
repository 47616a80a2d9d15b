// The Firebase Auth instance of the page, loaded after the first paint so the landing page does
// not wait for it.
import type { Auth } from 'firebase/auth';
import type { ClientConfig } from '../../../contract';
import { ApiError, NETWORK_ERROR } from '../api';
import { sessionStore } from './store';

export type AuthModule = typeof import('firebase/auth');

let auth: Auth | null = null;
let authModule: AuthModule | null = null;
let modules: Promise<[typeof import('firebase/app'), AuthModule]> | null = null;

/** Starts loading the SDK (once); the session calls it before it fetches the config. */
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

/** The signed-in user's ID token (refreshed by the SDK when it is about to expire). */
export async function currentToken(forceRefresh = false): Promise<string | null> {
  const user = auth?.currentUser;
  if (!user || sessionStore.get().signingOut) return null;
  try {
    return await user.getIdToken(forceRefresh);
  } catch (error) {
    console.error('Could not get an ID token', error);
    throw new ApiError(0, NETWORK_ERROR, null);
  }
}

/** Initialises the app and its Auth instance (emulator included) from the client config. */
export async function initFirebase(
  config: ClientConfig,
): Promise<{ auth: Auth; module: AuthModule }> {
  const [{ initializeApp }, firebaseAuth] = await loadFirebase();
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    ...(config.firebase.appId ? { appId: config.firebase.appId } : {}),
  });
  const instance = firebaseAuth.getAuth(app);
  if (config.authEmulatorUrl) {
    firebaseAuth.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  auth = instance;
  authModule = firebaseAuth;
  // IndexedDB, not local storage: the service worker reads the session there to send queued
  // changes with no page open (workers/sw-auth.ts). A session kept in local storage by an
  // older version moves over on its own (the SDK migrates between its persistences).
  try {
    await firebaseAuth.setPersistence(instance, firebaseAuth.indexedDBLocalPersistence);
  } catch (error) {
    console.error('Could not set auth persistence', error);
  }
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
