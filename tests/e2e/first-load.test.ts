// The first screen on a phone: what the public pages download, and a returning student's chat
// screen painted from IndexedDB while the API has not answered.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { firebaseIdToken, launchBrowser, newContext, signInWithEmulatorPopup } from './browser';

/** Text found only in the code of each library (its API host, its class name, its error). */
const MARKERS = {
  firebase: /identitytoolkit\.googleapis\.com/,
  dexie: /\bDexie\b/,
  zod: /\bZodError\b/,
};

interface Visit {
  urls: string[];
  scripts: { url: string; body: string }[];
  problems: string[];
}

/** Loads `path` in a fresh page and keeps its network log, script bodies and console problems. */
async function visit(context: BrowserContext, url: string): Promise<{ page: Page; log: Visit }> {
  const page = await context.newPage();
  const log: Visit = { urls: [], scripts: [], problems: [] };
  const bodies: Promise<void>[] = [];
  page.on('request', (request) => log.urls.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.text().then((body) => void log.scripts.push({ url: response.url(), body })),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      log.problems.push(message.text());
  });
  page.on('pageerror', (error) => log.problems.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(bodies);
  return { page, log };
}

function librariesIn(log: Visit): string[] {
  return Object.entries(MARKERS)
    .filter(([, marker]) => log.scripts.some((script) => marker.test(script.body)))
    .map(([name]) => name);
}

describe('the first screen on a phone', () => {
  const appUrl = inject('appUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('loads neither Firebase, Dexie nor the API schemas on a first visit of /', async () => {
    const context = await newContext(browser, { width: 412, height: 823 });
    const { page, log } = await visit(context, `${appUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(log.scripts.length).toBeGreaterThan(0);
    expect(librariesIn(log)).toEqual([]);
    expect(log.urls.filter((url) => !url.startsWith(appUrl))).toEqual([]);
    expect(log.problems).toEqual([]);
    await context.close();
  });

  it('loads Firebase Auth on /#/login, and Google script only on a button press', async () => {
    const context = await newContext(browser, { width: 412, height: 823 });
    const { page, log } = await visit(context, `${appUrl}/#/login`);
    await page.getByRole('button', { name: /Sign in with Google/ }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Sign in with Google/ }).isEnabled(), {
        timeout: 60_000,
      })
      .toBe(true);
    expect(librariesIn(log)).toEqual(['firebase']);
    expect(log.urls.some((url) => url.includes('apis.google.com'))).toBe(false);
    expect(log.problems).toEqual([]);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Sign in with Google/ }).click();
    await (await popup).close();
    expect(log.urls.some((url) => url.startsWith('https://apis.google.com/js/api.js'))).toBe(true);
    await context.close();
  });

  /** Console errors and warnings of `page` (a hydration mismatch is one), and page errors. */
  function problemsOf(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return problems;
  }

  it.each([
    // The sign-in page is painted as it first renders (the session still loading), its
    // Google button once the identity SDK has answered.
    ['/', 'Sign In', { name: 'Sign In', role: 'link' }],
    ['/#/login', 'Loading...', { name: /Sign in with Google/, role: 'button' }],
  ] as const)(
    'paints %s from index.html before any script file, then React takes over the same nodes',
    async (path, painted, working) => {
      const context = await newContext(browser, { width: 412, height: 823 });
      const page = await context.newPage();
      const problems = problemsOf(page);
      const held: Route[] = [];
      let released = false;
      await page.route(`${appUrl}/assets/*.js`, (route) => {
        if (released) void route.continue();
        else held.push(route);
      });
      await page.goto(`${appUrl}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await page.getByText(painted, { exact: true }).first().waitFor();
      // The page is there while the main chunk is still on its way.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // Its links are written as the app's hash router writes them (hydration keeps attributes).
      expect(await page.locator('#root a[href^="/"]').count()).toBe(0);
      const node = await heading.elementHandle();
      released = true;
      for (const route of held.splice(0)) await route.continue();
      // Hydrated, not replaced: the painted heading is React's own now.
      await expect
        .poll(() =>
          node?.evaluate(
            (h) => h.isConnected && Object.keys(h).some((key) => key.startsWith('__reactFiber')),
          ),
        )
        .toBe(true);
      await page.getByRole(working.role, { name: working.name }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('requests no code before the first paint; then the hydrated home page links navigate in the app', async () => {
    const context = await newContext(browser, { width: 412, height: 823 });
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
    // No code is requested before the page has painted (it would compete with the document).
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
        .map((entry) => entry.name);
    });
    expect(early).toEqual([]);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL(/#\/login$/);
    await page.getByRole('button', { name: /Sign in with Google/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints in the dark theme chosen in Settings before any script file runs', async () => {
    const context = await newContext(browser, { width: 412, height: 823 });
    await context.addInitScript(() =>
      localStorage.setItem('mnemo.preferences', JSON.stringify({ darkMode: true })),
    );
    const page = await context.newPage();
    await page.route(`${appUrl}/assets/*.js`, (route) => route.abort());
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await context.close();
  });

  describe('a returning student', () => {
    let context: BrowserContext;
    let page: Page;
    const held: Route[] = [];

    beforeAll(async () => {
      context = await newContext(browser, { width: 1280, height: 800 });
      page = await context.newPage();
      await page.goto(`${appUrl}/#/login`);
      await signInWithEmulatorPopup(page, { email: `fl${Date.now()}@example.com`, name: 'Fay' });
      await page.waitForURL(/#\/welcome$/, { timeout: 60_000 });
      await page.getByRole('button', { name: 'Skip Tour' }).click();
      await page.waitForURL(/#\/chat$/);
      const token = await firebaseIdToken(page);
      const form = new FormData();
      form.append('files', new Blob(['Photosynthesis turns light into sugar.']), 'biology.txt');
      const upload = await fetch(`${appUrl}/api/v1/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(200);
      await page.locator('.kb-file-name', { hasText: 'biology.txt' }).waitFor({ timeout: 30_000 });
    });
    afterAll(async () => {
      for (const route of held) await route.continue().catch(() => undefined);
      await context.close();
    });

    it('paints the chat screen and its file list from IndexedDB with the API held back', async () => {
      const apiCalls: string[] = [];
      /** Each API call's answer, read to its end (or failed). */
      const answers: Promise<unknown>[] = [];
      let holding = true;
      await context.route(`${appUrl}/api/**`, async (route) => {
        apiCalls.push(new URL(route.request().url()).pathname);
        answers.push(
          route
            .request()
            .response()
            .then((response) => response?.finished())
            .catch(() => undefined),
        );
        if (holding) held.push(route);
        else await route.continue();
      });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.reload();
      await page.getByRole('main').waitFor();
      await page.locator('.kb-file-name', { hasText: 'biology.txt' }).waitFor({ timeout: 10_000 });
      // Nothing the API could have answered: every call is still held.
      expect(held.length).toBe(apiCalls.length);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      // The refresh that was held back goes out and the screen stays.
      await expect
        .poll(() => apiCalls, { timeout: 30_000 })
        .toContain('/api/v1/subscriptions/status');
      await expect(
        page.locator('.kb-file-name', { hasText: 'biology.txt' }).isVisible(),
      ).resolves.toBe(true);
      // A normal start (late answers included) logs no error: every answer read, and a moment
      // for the app to take them.
      await Promise.all(answers);
      await page.waitForTimeout(500);
      expect(problems).toEqual([]);
    });

    it('paints the conversation on a phone with the chat frame only: panels, outbox, schemas and Firebase after', async () => {
      await page.setViewportSize({ width: 412, height: 823 });
      // When the app's own conversation enters the DOM (the frame's commit; it is painted in that
      // frame; the one index.html painted before is not the app's).
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('#root .chat-conversation')) return;
          (window as unknown as { conversationAt: number }).conversationAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      try {
        await page.reload();
        await page.locator('#root .chat-conversation').waitFor();
        await page.waitForLoadState('networkidle');
        const { early, late } = await page.evaluate(() => {
          const shown = (window as unknown as { conversationAt: number }).conversationAt;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'));
          const name = (entry: PerformanceEntry) => entry.name.replace(/^.*\//, '');
          return {
            early: scripts.filter((entry) => entry.startTime < shown).map(name),
            late: scripts.filter((entry) => entry.startTime >= shown).map(name),
          };
        });
        for (const deferred of [/^chat-panels-/, /^contract-/, /^outbox-/, /^index\.esm-/]) {
          expect(early.filter((file) => deferred.test(file))).toEqual([]);
          expect(late.some((file) => deferred.test(file))).toBe(true);
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });

    it('paints the chat screen from index.html before any script file, in their language, then the app takes over', async () => {
      await page.setViewportSize({ width: 412, height: 823 });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const scripts: Route[] = [];
      let released = false;
      await page.route(`${appUrl}/assets/*.js`, (route) => {
        if (released) void route.continue();
        else scripts.push(route);
      });
      await page.evaluate(async () => {
        localStorage.setItem('mnemo.preferences', JSON.stringify({ selectedLanguage: 'French' }));
        // The code comes from the network this time (the service worker would serve it).
        const registrations = await navigator.serviceWorker.getRegistrations();
        await Promise.all(registrations.map((registration) => registration.unregister()));
      });
      try {
        await page.reload();
        const frame = page.locator('#boot-frame');
        await frame
          .getByText('Posez une question sur vos fichiers, ou joignez-en pour commencer.')
          .waitFor();
        // The phone's layout (the tabs), shown while no code has arrived; inert meanwhile.
        expect(await frame.getAttribute('inert')).toBe('');
        expect(await frame.locator('[role=tab]').allTextContents()).toEqual([
          'Fichiers',
          'Discussion',
          'Historique',
        ]);
        await expect.poll(() => scripts.length).toBeGreaterThan(0);
        expect(await page.locator('#root').isHidden()).toBe(true);
        released = true;
        for (const route of scripts.splice(0)) await route.continue();
        // The app's own screen replaces the frame, and works.
        await page.locator('#root .chat-empty').waitFor();
        expect(await page.locator('#boot-frame').count()).toBe(0);
        await page.getByRole('tab', { name: 'Fichiers' }).click();
        await page.locator('.kb-file-name', { hasText: 'biology.txt' }).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await page.unroute(`${appUrl}/assets/*.js`);
        await page.evaluate(() => localStorage.removeItem('mnemo.preferences'));
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });

    // Last: it ends the session.
    it('goes from the painted chat frame to the sign-in page when the session has expired', async () => {
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
            request.onsuccess = () => resolve();
            request.onerror = () => reject(new Error('could not delete'));
            request.onblocked = () => resolve();
          }),
      );
      await page.reload();
      await page.waitForURL(/#\/login$/, { timeout: 30_000 });
      await page.getByRole('button', { name: /Sign in with Google/ }).waitFor();
      expect(await page.locator('#boot-frame').count()).toBe(0);
      expect(await page.locator('#root').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('mnemo.session.user'))).toBeNull();
    });
  });
});
