import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signInWithEmulatorPopup } from './browser';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const CITATION = /lecture\.pdf p\. 2/;

async function signIn(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/#/login`);
  await signInWithEmulatorPopup(page, { email: `grace${Date.now()}@example.com`, name: 'Grace' });
  await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Skip Tour' }).click();
  await page.waitForURL(/#\/chat$/);
}

/** The bot's replies in the open chat, in order (not the "Thinking..." placeholder). */
const botReplies = (page: Page) =>
  page.locator('.chat-messages > .chat-message.bot:not(:has(.chat-thinking))');

describe('answers in the chat while and right after a file is processed', () => {
  const appUrl = inject('appUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, appUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  const input = () => page.getByPlaceholder('Type your message or paste a link...');
  // The badge only: the knowledge panel's help text also says "A file marked ✓ Ready …".
  const readyBadges = () => page.getByText('✓ Ready', { exact: true });

  /** Attaches lecture.pdf, with `question` typed beside it (or none), and sends. */
  async function sendWithUpload(question: string | null): Promise<void> {
    if (question) await input().fill(question);
    await page.getByRole('button', { name: 'Add files or a video' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: /Upload Files/ }).click();
    await (await chooser).setFiles(path.join(FIXTURES, 'lecture.pdf'));
    await page.getByRole('button', { name: 'Send message' }).click();
  }

  /**
   * Types `question` and presses Enter as soon as the app takes it: while the answer to the
   * previous question is on its way the send button says "Sending..." and Enter sends nothing.
   */
  async function ask(question: string): Promise<void> {
    await page.getByRole('button', { name: 'Send message' }).waitFor({ timeout: 30_000 });
    await input().fill(question);
    await input().press('Enter');
    await expect.poll(() => input().inputValue()).toBe('');
  }

  const cited = () => botReplies(page).filter({ hasText: CITATION }).count();

  /** Waits for `count` cited replies; failing, says what the chat shows. */
  async function expectCited(count: number): Promise<void> {
    try {
      await expect.poll(cited, { timeout: 30_000 }).toBe(count);
    } catch (error) {
      const chat = await page.locator('.chat-messages > .chat-message').allTextContents();
      throw new Error(`${(error as Error).message}\nThe chat shows:\n${chat.join('\n')}`, {
        cause: error,
      });
    }
  }

  it('answers a question sent with the upload, in the same chat, once the file is read', async () => {
    await sendWithUpload('What does the Calvin cycle fix?');
    // Either the file was read before the question arrived (the answer comes at once), or the
    // reply says it is still reading and the answer follows by itself.
    const first = botReplies(page).first();
    await first.waitFor({ timeout: 30_000 });
    const text = (await first.textContent()) ?? '';
    if (!CITATION.test(text)) {
      expect(text).toContain(
        "I'm still reading lecture.pdf — I'll answer here as soon as it's ready",
      );
    }
    await readyBadges().first().waitFor({ timeout: 90_000 });
    await expectCited(1);
    expect(await page.getByText(/couldn't find/).count()).toBe(0);
  });

  it('answers, in that chat, a question asked right after "✓ Ready" and one asked before it, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      await page.getByRole('button', { name: 'Start a new chat' }).click();
      const ready = await readyBadges().count();
      await sendWithUpload('What does the Calvin cycle fix?');
      // Asked as soon as the upload is sent, most likely before the file is read.
      await botReplies(page).first().waitFor({ timeout: 30_000 });
      await ask('Where does the Calvin cycle take place?');
      await expect.poll(async () => readyBadges().count(), { timeout: 90_000 }).toBe(ready + 1);
      await ask('What does chlorophyll absorb?');
      await expectCited(3);
      expect(await page.getByText(/couldn't find/).count()).toBe(0);
      const last = (await botReplies(page).last().textContent()) ?? '';
      expect(last).toMatch(CITATION);
    }
  });
});
