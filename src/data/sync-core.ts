import type { Auth, User } from 'firebase/auth';
import { SubscriptionStatus, type ClientConfig } from '../../contract';
import { ANALYTICS_STORAGE_KEYS, identify, track } from '../telemetry/analytics';
import { setupTelemetry } from '../telemetry/setup';
import { ApiError, NETWORK_ERROR, apiFetch, fetchClientConfig, setTokenSource } from './api';
import { closeUserDb, openUserDb } from './db';
import { startOutboxSync } from './outbox';
import { startLive, stopLive } from './live';

/**
 * The session core without React: Firebase start-up, the sign-in pipeline of SPEC point 4 and
 * sign-out. session.tsx exposes it to components; tests drive it through `sessionStore`.
 */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  providerId: string;
  creationTime: string | null;
  lastSignInTime: string | null;
};

export type SessionState = {
  config: ClientConfig | null;
  /** Set when the app could not get its configuration (offline on a first visit). */
  configError: string | null;
  /** The auth SDK is initialised and (with the emulator) the emulator answers. */
  authReady: boolean;
  authLoading: boolean;
  user: SessionUser | null;
  subscription: SubscriptionStatus | null;
  subscriptionLoading: boolean;
  /** Where to go after a completed sign-in or sign-out; the app shell navigates and clears it. */
  landing: string | null;
  /** The provider's script cannot load (no internet) while the emulator runs: offer local sign-in. */
  localSignInOffered: boolean;
  signingOut: boolean;
};

const INITIAL: SessionState = {
  config: null,
  configError: null,
  authReady: false,
  authLoading: true,
  user: null,
  subscription: null,
  subscriptionLoading: false,
  landing: null,
  localSignInOffered: false,
  signingOut: false,
};

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

/** A brand-new account (creation == last sign-in) or a sign-up goes to the tour. */
export function landingAfterSignIn(
  user: Pick<SessionUser, 'creationTime' | 'lastSignInTime'>,
  intent: AuthIntent | null,
  authState: AuthState | null,
): { path: string; event: 'user_signup' | 'user_signin' } {
  const isNew = user.creationTime !== null && user.creationTime === user.lastSignInTime;
  if (isNew || intent === 'signup') return { path: '/welcome', event: 'user_signup' };
  return { path: authState?.redirectPath ?? DEFAULT_REDIRECT_PATH, event: 'user_signin' };
}

let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  reset(): void {
    state = INITIAL;
    for (const listener of listeners) listener();
  },
};

export type AuthModule = typeof import('firebase/auth');

// Firebase is loaded after the first paint, so the landing page does not wait for it.
let auth: Auth | null = null;
let authModule: AuthModule | null = null;
let started: Promise<void> | null = null;

export function getAuthInstance(): Auth | null {
  return auth;
}

export function getAuthModule(): AuthModule | null {
  return authModule;
}

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
    creationTime: user.metadata.creationTime ?? null,
    lastSignInTime: user.metadata.lastSignInTime ?? null,
  };
}

async function currentToken(forceRefresh = false): Promise<string | null> {
  const user = auth?.currentUser;
  if (!user || state.signingOut) return null;
  try {
    return await user.getIdToken(forceRefresh);
  } catch (error) {
    console.error('Could not get an ID token', error);
    throw new ApiError(0, NETWORK_ERROR, null);
  }
}

async function waitForEmulator(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url.replace(/\/$/, '')}/`, { mode: 'no-cors', cache: 'no-store' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const SUBSCRIPTION_META_KEY = 'subscription';

export async function refreshSubscription(): Promise<void> {
  const user = state.user;
  if (!user) return;
  sessionStore.set({ subscriptionLoading: true });
  const db = openUserDb(user.uid);
  try {
    const subscription = await apiFetch('/api/v1/subscriptions/status', {
      schema: SubscriptionStatus,
    });
    await db.meta.put({ key: SUBSCRIPTION_META_KEY, value: subscription });
    if (state.user?.uid === user.uid) sessionStore.set({ subscription });
  } catch (error) {
    // Offline: the last known subscription keeps the app usable.
    console.error('Could not load the subscription status', error);
    const cached = SubscriptionStatus.safeParse((await db.meta.get(SUBSCRIPTION_META_KEY))?.value);
    if (cached.success && state.user?.uid === user.uid) {
      sessionStore.set({ subscription: cached.data });
    }
  } finally {
    sessionStore.set({ subscriptionLoading: false });
  }
}

const KNOWN_USER_KEY = ANALYTICS_STORAGE_KEYS[1];

async function onSignedIn(user: User): Promise<void> {
  const sessionUser = toSessionUser(user);
  sessionStore.set({ authLoading: true, user: sessionUser, localSignInOffered: false });
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
  await refreshSubscription();
  void startLive(user.uid).catch((error: unknown) => console.error('Socket start failed', error));
  if (state.user?.uid === user.uid) sessionStore.set({ authLoading: false });
}

function onSignedOut(): void {
  if (state.signingOut) return;
  closeUserDb();
  void stopLive();
  sessionStore.set({ user: null, subscription: null, authLoading: false });
}

/** Applies SPEC point 4 "When the redirect returns" (also after a popup or a local sign-in). */
export function completeSignIn(user: User): void {
  const { intent, authState } = readAuthStorage();
  const { path, event } = landingAfterSignIn(toSessionUser(user), intent, authState);
  track(event, { method: 'google' });
  clearAuthStorage();
  sessionStore.set({ landing: path });
}

export function recordAuthError(error: unknown, context: string): void {
  const text = error instanceof Error ? error.message : String(error);
  console.error(`auth error (${context})`, error);
  track('auth_error', { error: text, context });
}

async function boot(): Promise<void> {
  const modules = Promise.all([import('firebase/app'), import('firebase/auth')]);
  let config: ClientConfig;
  try {
    config = await fetchClientConfig();
  } catch (error) {
    const detail = error instanceof ApiError ? error.detail : String(error);
    sessionStore.set({ configError: detail, authLoading: false });
    return;
  }
  void setupTelemetry(config);
  const [{ initializeApp }, firebaseAuth] = await modules;
  const {
    browserLocalPersistence,
    connectAuthEmulator,
    getAuth,
    getRedirectResult,
    onAuthStateChanged,
    setPersistence,
  } = firebaseAuth;
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
    ...(config.firebase.appId ? { appId: config.firebase.appId } : {}),
  });
  const instance = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  auth = instance;
  authModule = firebaseAuth;
  setTokenSource(currentToken);
  sessionStore.set({ config });
  try {
    await setPersistence(instance, browserLocalPersistence);
  } catch (error) {
    console.error('Could not set auth persistence', error);
  }
  onAuthStateChanged(
    instance,
    (user) => {
      if (user) {
        void onSignedIn(user).catch((error: unknown) => {
          recordAuthError(error, 'auth_state_change');
          sessionStore.set({ authLoading: false });
        });
      } else onSignedOut();
    },
    (error) => recordAuthError(error, 'auth_state_change'),
  );
  if (config.authEmulatorUrl) await waitForEmulator(config.authEmulatorUrl);
  sessionStore.set({ authReady: true });
  if (readAuthStorage().intent) {
    try {
      const result = await getRedirectResult(instance);
      if (result) completeSignIn(result.user);
    } catch (error) {
      recordAuthError(error, 'oauth_redirect');
      clearAuthStorage();
    }
  }
}

/** Starts the session once per page. */
export function startSession(): Promise<void> {
  started ??= boot();
  return started;
}

export function consumeLanding(): void {
  if (state.landing !== null) sessionStore.set({ landing: null });
}
