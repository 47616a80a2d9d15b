// The install sheet's screenshots (manifest `screenshots`): the real app, signed in with the
// benchmark's library, taken by Debian's Chromium. Run after `npm run build`:
//   npx tsx tests/bench/web/screenshots.ts
// It writes public/screenshots/*.png; commit them (the next build ships them). File icons are
// emoji: install Debian's fonts-noto-color-emoji first, as a phone has such a font.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, launchPersistent } from '../../e2e/browser';
import { startApp } from './app';
import { openBigSet, seedLibrary } from './library';

const OUT = path.resolve(import.meta.dirname, '../../../public/screenshots');

/** Toasts (sign-in, the live connection) gone, and the PDF page drawn. */
async function settled(page: Page): Promise<void> {
  await page.locator('.toast-message').first().waitFor({ state: 'detached', timeout: 20_000 });
  await page.waitForTimeout(1500);
}

const app = await startApp();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-shots-'));
try {
  fs.mkdirSync(OUT, { recursive: true });
  const seeding = await launchPersistent(profile);
  await seedLibrary(app, seeding.pages()[0] ?? (await seeding.newPage()));
  await seeding.close();

  const context = await launchPersistent(profile);
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 412, height: 823 });
  await phone.goto(`${app.url}/#/chat`);
  await phone.getByRole('tab', { name: 'Knowledge' }).click();
  await phone.locator('.kb-file-name').first().waitFor();
  await settled(phone);
  await phone.screenshot({ path: path.join(OUT, 'phone-library.png') });
  await openBigSet(phone, true);
  await settled(phone);
  await phone.screenshot({ path: path.join(OUT, 'phone-flashcards.png') });
  const wide = await context.newPage();
  await wide.setViewportSize({ width: 1280, height: 800 });
  await wide.goto(`${app.url}/#/chat`);
  await openBigSet(wide);
  await settled(wide);
  await wide.screenshot({ path: path.join(OUT, 'desktop-flashcards.png') });
  await context.close();

  // The home page as a visitor sees it, for the sheet shown before sign-in.
  const browser = await launchBrowser();
  const visitor = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await visitor.goto(`${app.url}/`);
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  await visitor.screenshot({ path: path.join(OUT, 'phone-home.png') });
  await browser.close();
  console.log(`screenshots written to ${OUT}`);
} finally {
  fs.rmSync(profile, { recursive: true, force: true });
  await app.stop();
}
