import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, launchPersistent, newContext, signInWithEmulatorPopup } from './browser';

describe('the product in a real browser', () => {
  const appUrl = inject('appUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders the home page and Sign In goes to /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${appUrl}/`);
    await expect(
      page.getByRole('heading', { level: 1 }).first().textContent(),
    ).resolves.toBeTruthy();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL(/#\/login$/);
    await context.close();
  });

  it('serves a valid manifest, activates the service worker and is installable', async () => {
    // Installability is only reported for a persistent (non-incognito) profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-profile-'));
    const context = await launchPersistent(profile);
    const page = await context.newPage();
    const manifest = await (await page.request.get(`${appUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Mnemo', display: 'standalone' });
    await page.goto(`${appUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it("signs in through the emulator's Google popup and lands on /welcome", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${appUrl}/#/login`);
    await signInWithEmulatorPopup(page, {
      email: `ada${Date.now()}@example.com`,
      name: 'Ada Lovelace',
    });
    await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
    await page
      .getByText(/\bAda\b/)
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    await context.close();
  });
});
