// Firebase Auth in the service worker: the page keeps its session in IndexedDB
// (indexedDBLocalPersistence), which the SDK's web-worker build reads here, so the worker can
// get (and refresh) the user's ID token with no page open.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
  type User,
} from 'firebase/auth';
import { ClientConfig } from '../contract';

let auth: Promise<Auth> | null = null;

async function loadAuth(): Promise<Auth> {
  const response = await fetch('/api/v1/client-config', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`client-config answered ${response.status}`);
  const config = ClientConfig.parse(await response.json());
  // The default app name, as in the page: the persisted user is keyed by API key and app name.
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    ...(config.firebase.appId ? { appId: config.firebase.appId } : {}),
  });
  // initializeAuth, not getAuth: the worker build's getAuth expects an instance to exist.
  const instance = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  return instance;
}

/** The user signed in on this device, or null; throws when the config cannot be fetched. */
export async function signedInUser(): Promise<User | null> {
  auth ??= loadAuth().catch((error: unknown) => {
    auth = null;
    throw error;
  });
  const instance = await auth;
  await instance.authStateReady();
  return instance.currentUser;
}
