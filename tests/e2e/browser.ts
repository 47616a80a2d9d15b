import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const GAPI_STUB = fs.readFileSync(path.join(import.meta.dirname, 'gapi-stub.js'), 'utf8');

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Debian's Chromium, headless, downloading nothing. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/**
 * A time zone whose local time is about noon now: a test that counts what is due "today" stays
 * clear of the study day's start (4 a.m. local, src/lib/study-day.ts) whenever it runs.
 */
export function middayTimezone(now = new Date()): string {
  const hoursAhead = ((12 - now.getUTCHours() + 36) % 24) - 12; // -12..11
  if (hoursAhead === 0) return 'Etc/GMT';
  // The Etc zones' signs are POSIX's: Etc/GMT-8 is eight hours ahead of UTC.
  return hoursAhead > 0 ? `Etc/GMT-${hoursAhead}` : `Etc/GMT+${-hoursAhead}`;
}

/** A persistent profile (some checks, like installability, are off in incognito contexts). */
export async function launchPersistent(
  userDataDir: string,
  options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, { ...LAUNCH, ...options });
  await routeGapi(context);
  return context;
}

async function routeGapi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STUB }),
  );
}

/** A fresh profile whose requests for Google's gapi script get the local stand-in. */
export async function newContext(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    timezoneId?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  await routeGapi(context);
  return context;
}

/** Signs in through the Auth emulator's own Google popup ("Add new account"). */
export async function signInWithEmulatorPopup(
  page: Page,
  user: { email: string; name: string },
): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /sign in with google/i }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(user.email);
  await popup.locator('#display-name-input').fill(user.name);
  await popup.getByText('Sign in with Google.com').click();
}

/**
 * A new student on a fresh page: signs in from the login screen, skips the tour, and waits until the
 * chat screen is up and the service worker has taken the whole build (so offline steps may follow).
 */
export async function signUpStudent(
  page: Page,
  appUrl: string,
  user: { email: string; name: string },
): Promise<void> {
  await page.goto(`${appUrl}/#/login`);
  await signInWithEmulatorPopup(page, user);
  await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Skip Tour' }).click();
  await page.waitForURL(/#\/chat$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * The signed-in user as the Firebase SDK keeps them: in IndexedDB (indexedDBLocalPersistence),
 * where the service worker reads them too.
 */
export async function firebaseSession(page: Page): Promise<{ uid: string; idToken: string }> {
  const session = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const all = db
        .transaction('firebaseLocalStorage')
        .objectStore('firebaseLocalStorage')
        .getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    for (const row of rows) {
      const value = (
        row as { value?: { uid?: string; stsTokenManager?: { accessToken?: string } } }
      ).value;
      const idToken = value?.stsTokenManager?.accessToken;
      if (value?.uid && idToken) return { uid: value.uid, idToken };
    }
    return null;
  });
  if (!session) throw new Error('no signed-in user in the page');
  return session;
}

/** The signed-in user's ID token (see firebaseSession). */
export async function firebaseIdToken(page: Page): Promise<string> {
  return (await firebaseSession(page)).idToken;
}
