// The interface in the student's language: Settings switches the chat screen to German at once,
// and offline (the service worker's precache holds every language's texts) to Japanese.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, signUpStudent } from './browser';

async function chooseLanguage(page: Page, settings: string, label: string, value: string) {
  await page.getByRole('button', { name: settings }).click();
  await page.waitForURL(/#\/settings$/);
  await page.getByRole('combobox', { name: label }).selectOption(value);
}

describe('the interface in six languages', () => {
  const appUrl = inject('appUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    await signUpStudent(page, appUrl, { email: `lang${Date.now()}@example.com`, name: 'Lena' });
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('switches to German from Settings, at once and without a reload', async () => {
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await chooseLanguage(page, '⚙ Settings', 'Language', 'German');
    await page.getByRole('heading', { name: 'Sprache', level: 2 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.getByRole('button', { name: 'Einstellungen schließen' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.getByRole('heading', { name: 'Deine Dateien' }).waitFor();
    await page.getByPlaceholder('Nachricht eingeben oder Link einfügen …').waitFor();
    await page.getByRole('button', { name: 'Neuen Chat beginnen' }).waitFor();
    // The file list paints from IndexedDB after the panels mount: wait for it, don't sample it.
    await page.getByText('Noch keine Dateien hochgeladen').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });

  it('switches to Japanese while offline', async () => {
    await context.setOffline(true);
    try {
      await page
        .getByText('Du bist offline – Änderungen werden auf diesem Gerät gespeichert', {
          exact: false,
        })
        .waitFor({ timeout: 30_000 });
      await chooseLanguage(page, '⚙ Einstellungen', 'Sprache', 'Japanese');
      await page.getByRole('heading', { name: '言語', level: 2 }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('ja');
      await page.getByRole('button', { name: '設定を閉じる' }).click();
      await page.waitForURL(/#\/chat$/);
      await page.getByRole('heading', { name: 'あなたのファイル' }).waitFor();
      await page.getByPlaceholder('メッセージを入力するか、リンクを貼り付けてください…').waitFor();
      await page.getByText('オフラインです — 変更はこの端末に保存され').waitFor();
      await page.getByText('まだファイルがアップロードされていません').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
