import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { firebaseIdToken, launchBrowser, newContext, signInWithEmulatorPopup } from './browser';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

async function signInToChat(page: Page, appUrl: string, name: string): Promise<void> {
  await page.goto(`${appUrl}/#/login`);
  await signInWithEmulatorPopup(page, {
    email: `${name.toLowerCase()}${Date.now()}@example.com`,
    name,
  });
  await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Skip Tour' }).click();
  await page.waitForURL(/#\/chat$/);
}

async function uploadAndWaitReady(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: 'Add files or a video' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /Upload Files/ }).click();
  await (await chooser).setFiles(path.join(FIXTURES, file));
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(`File "${file}" has been processed.`).waitFor({ timeout: 90_000 });
  await page.getByText('✓ Ready').first().waitFor();
}

describe('studying in the browser', () => {
  const appUrl = inject('appUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await signInToChat(page, appUrl, 'Marie');
  });
  afterAll(async () => {
    await browser.close();
  });

  it('uploads a PDF and sees it become Ready live', async () => {
    await uploadAndWaitReady(page, 'lecture.pdf');
  });

  it('opens the file and jumps from a concept to its page', async () => {
    await page.getByText('lecture.pdf').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Key Concepts', selected: true }).waitFor();
    const source = dialog
      .getByRole('button', { name: /Found in: Page 3/ })
      .or(dialog.getByText(/Found in: Page 3/))
      .first();
    await source.click();
    await page.getByText('Navigated to page 3').waitFor();
    const frame = page.frameLocator('iframe[title]').first();
    await expect
      .poll(async () => frame.locator('input').first().inputValue(), { timeout: 10_000 })
      .toBe('3');
  });

  it('flips and marks flashcards', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText(/^Card 1 of \d+$/).waitFor();
    const total = Number(
      (await dialog.getByText(/^Card 1 of \d+$/).textContent())?.split(' of ')[1],
    );
    await dialog.getByRole('button', { name: /Flashcard, showing Question/ }).click();
    await dialog.getByRole('button', { name: /Flashcard, showing Answer/ }).waitFor();
    await dialog.getByRole('button', { name: /Known$/ }).click();
    await dialog.getByText(`Card 2 of ${total}`).waitFor();
    await dialog
      .getByText(new RegExp(`^Reviewed: 1/${total} \\(${Math.round(100 / total)}%\\)$`))
      .waitFor();
  });

  it('answers a quiz question and gets a score', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Quiz' }).click();
    await dialog.getByText(/^Question 1 of \d+$/).waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit Answer' });
    expect(await submit.isDisabled()).toBe(true);
    // Keyboard use: 1-4 pick an answer once the quiz has focus.
    await dialog
      .getByRole('radiogroup', { name: 'Answer options' })
      .focus()
      .catch(() => undefined);
    await dialog.getByRole('radio').first().focus();
    await page.keyboard.press('1');
    await expect.poll(async () => dialog.getByRole('radio', { checked: true }).count()).toBe(1);
    await submit.click();
    const feedback = dialog.getByText(/^(Correct!|Incorrect\. Correct answer: .+)$/);
    await feedback.waitFor();
    const correct = (await feedback.textContent()) === 'Correct!';
    await dialog.getByText(new RegExp(`^Score: ${correct ? 1 : 0}/\\d+$`)).waitFor();
    await dialog.getByRole('button', { name: 'Close viewer' }).click();
  });

  it('edits a flashcard offline and syncs it once back online', async () => {
    await context.setOffline(true);
    await page.getByText('lecture.pdf').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText(/^Card 1 of \d+$/).waitFor();
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Question').fill('What did we edit on the train?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this device — will sync').first().waitFor();
    await dialog.getByText('What did we edit on the train?').waitFor();
    await dialog.getByRole('button', { name: 'Close viewer' }).click();
    const waiting = page.getByText('1 change saved on this device, waiting to sync');
    await waiting.waitFor();

    // Still offline, a fresh start of the app shows the files and the edit from this device.
    await page.reload();
    await page.getByText('lecture.pdf').first().click();
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText('What did we edit on the train?').waitFor();
    await dialog.getByRole('button', { name: 'Close viewer' }).click();
    await waiting.waitFor();

    await context.setOffline(false);
    await expect.poll(async () => waiting.count(), { timeout: 20_000 }).toBe(0);
    const token = await firebaseIdToken(page);
    const api = async (path: string) =>
      (await fetch(`${appUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
    const files = (await api('/api/v1/files')) as { items: { id: number; file_name: string }[] };
    const lecture = files.items.find((f) => f.file_name === 'lecture.pdf');
    const cards = (await api(`/api/v1/files/${lecture?.id}/flashcards`)) as {
      data: { flashcards: { question: string }[] };
    };
    expect(cards.data.flashcards.map((c) => c.question)).toContain(
      'What did we edit on the train?',
    );
  });

  it('chats and opens a citation in the viewer at its page', async () => {
    const input = page.getByPlaceholder('Type your message or paste a link...');
    await input.fill('What is photosynthesis?');
    await input.press('Enter');
    const citation = page.getByRole('link', { name: /lecture\.pdf p\. \d+/ }).first();
    await citation.waitFor({ timeout: 30_000 });
    const pageNumber = (await citation.textContent())?.match(/p\. (\d+)/)?.[1] ?? '';
    await citation.click();
    await page.getByRole('dialog').waitFor();
    const frame = page.frameLocator('iframe[title]').first();
    await expect
      .poll(async () => frame.locator('input').first().inputValue(), { timeout: 10_000 })
      .toBe(pageNumber);
    await page.getByRole('dialog').getByRole('button', { name: 'Close viewer' }).click();
  });

  it('has no serious accessibility violations on chat, viewer, settings and welcome, in both themes', async () => {
    const setDark = (dark: boolean) =>
      page.evaluate((value) => {
        const current = JSON.parse(localStorage.getItem('mnemo.preferences') ?? '{}') as object;
        localStorage.setItem('mnemo.preferences', JSON.stringify({ ...current, darkMode: value }));
      }, dark);
    for (const dark of [false, true]) {
      await setDark(dark);
      await page.goto(`${appUrl}/#/chat`);
      await page.reload();
      await page.getByRole('heading', { name: 'Your Files' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        dark,
      );
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByText('lecture.pdf').first().click();
      await page.getByRole('dialog').getByRole('tab', { name: 'Key Concepts' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Close viewer' }).click();

      await page.goto(`${appUrl}/#/settings`);
      await page.getByRole('heading').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${appUrl}/#/welcome`);
      await page.getByRole('button', { name: 'Skip Tour' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await setDark(false);
    await page.goto(`${appUrl}/#/chat`);
    await page.getByRole('heading', { name: 'Your Files' }).waitFor();
  });

  it('deletes a file with confirmation', async () => {
    await page.getByRole('button', { name: /Delete lecture\.pdf/ }).click();
    await page.getByText('File deleted successfully!').waitFor();
    await page.getByText('No files uploaded yet').waitFor();
  });

  it('shows three tabs on a 375 px wide screen', async () => {
    const mobile = await newContext(browser, { width: 375, height: 740 });
    const phone = await mobile.newPage();
    await signInToChat(phone, appUrl, 'Ada');
    for (const name of ['Knowledge', 'Chat', 'History'])
      await phone.getByRole('tab', { name }).waitFor();
    await phone.getByRole('tab', { name: 'History' }).click();
    await phone.getByRole('button', { name: /new chat/i }).waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await mobile.close();
  });
});

describe('public pages are accessible in both themes', () => {
  const appUrl = inject('appUrl');
  it.each(['light', 'dark'] as const)('home, login in %s', async (colorScheme) => {
    const browser = await launchBrowser();
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    if (colorScheme === 'dark') {
      await page.addInitScript(() =>
        localStorage.setItem('mnemo.preferences', JSON.stringify({ darkMode: true })),
      );
    }
    for (const route of ['/', '/#/login']) {
      await page.goto(`${appUrl}${route}`);
      await page.getByRole('heading').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await browser.close();
  });
});
