// The spec's strings and transitions that need the real routing, the real live socket and the
// browser's own alerts (SPEC points 2, 4 and 8), in one Chromium session against a server of its
// own (so it can go down and come back) and the suite's Auth emulator. The rest of the
// conformance suite renders screens in tests/spec/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, signInWithEmulatorPopup } from './browser';
import { startOwnServer, type OwnServer } from './own-server';

/** The path after the # of the page's address. */
const route = (page: Page) => new URL(page.url()).hash.replace(/^#/, '') || '/';

describe('SPEC conformance in the browser', () => {
  let server: OwnServer;
  let appUrl = '';
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every alert and confirm, with the route the page was on when it showed. */
  const dialogs: { type: string; message: string; at: string }[] = [];

  beforeAll(async () => {
    server = await startOwnServer();
    appUrl = server.url;
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message(), at: route(page) });
      void dialog.accept();
    });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    server.remove();
  });

  it('sends a signed-out visitor to /login from /chat, /settings and /welcome, and any other path to /', async () => {
    for (const path of ['/chat', '/settings', '/welcome']) {
      await page.goto(`${appUrl}/#${path}`);
      await page.waitForURL(/#\/login$/, { timeout: 15_000 });
      await page.getByRole('button', { name: /Sign in with Google/ }).waitFor();
    }
    await page.goto(`${appUrl}/#/no-such-page`);
    await page.waitForURL(/#\/$/);
    await page.getByRole('link', { name: 'Try Mnemo' }).waitFor();
  });

  it("signs up to /welcome; on /chat the first connection says 'Real-time connection established.'", async () => {
    await page.goto(`${appUrl}/#/login`);
    await signInWithEmulatorPopup(page, { email: `spec${Date.now()}@example.com`, name: 'Ada' });
    await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.getByText('Real-time connection established.').waitFor({ timeout: 15_000 });
  });

  it('sends a signed-in student with an active subscription from /login to /chat', async () => {
    await page.goto(`${appUrl}/#/login`);
    await page.waitForURL(/#\/chat$/, { timeout: 15_000 });
    await page.getByPlaceholder('Type your message or paste a link...').waitFor();
  });

  it("the server going away says 'Connection lost. Reconnecting...'; back, the socket reconnects", async () => {
    const status = page.getByRole('status', { name: 'Real-time connection' });
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Connected');
    await server.stop();
    await page.getByText('Connection lost. Reconnecting...').waitFor({ timeout: 15_000 });
    await server.start();
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Connected');
  });

  it("deleting the account alerts 'Your account has been successfully deleted.' before going to /", async () => {
    await page.goto(`${appUrl}/#/settings`);
    dialogs.length = 0;
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(/#\/$/, { timeout: 30_000 });
    expect(dialogs).toEqual([
      {
        type: 'alert',
        message: 'Your account has been successfully deleted.',
        at: '/settings',
      },
    ]);
  });
});
