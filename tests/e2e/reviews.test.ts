// Review that remembers: a student reviews five cards offline with mixed answers, reloads
// offline and sees the due count drop by what the scheduler says; back online the reviews reach
// the server, and a second browser profile of the same student sees the same due count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  firebaseIdToken,
  launchBrowser,
  launchPersistent,
  middayTimezone,
  newContext,
  signUpStudent,
} from './browser';
import { type Api, apiOf } from './api';

const NOTES = [
  'Photosynthesis is the process by which plants turn light into chemical energy.',
  'Chlorophyll is the green pigment that absorbs light in the chloroplasts.',
  'The Calvin cycle is the set of reactions that fixes carbon dioxide into sugar.',
].join('\n\n');

const dueText = (page: Page) => page.locator('.study-entry-count');

describe('reviews offline, on two devices', () => {
  const appUrl = inject('appUrl');
  const email = `rev${Date.now()}@example.com`;
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let browser: Browser;
  let dueBefore = 0;
  // Learning steps due in minutes count as today's unless the study day ends meanwhile.
  const timezoneId = middayTimezone();

  beforeAll(async () => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-reviews-'));
    context = await launchPersistent(profile, { timezoneId });
    page = context.pages()[0] ?? (await context.newPage());
    await signUpStudent(page, appUrl, { email, name: 'Rosa' });
    api = apiOf(appUrl, await firebaseIdToken(page));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('shows "N due today" for the cards of every file', async () => {
    const fileId = await api.uploadText('notes.txt', NOTES);
    for (let i = 1; i <= 6; i += 1) {
      await api.json('POST', `/api/v1/files/${fileId}/flashcards`, {
        question: `Question ${i}?`,
        answer: `Answer ${i}.`,
      });
    }
    type Cards = { count: number };
    const total = (await api.json<Cards>('GET', '/api/v1/flashcards')).count;
    dueBefore = Math.min(total, 20);
    await page.reload();
    await expect
      .poll(() => dueText(page).textContent(), { timeout: 30_000 })
      .toBe(`${dueBefore} due today`);
    // The home page of a signed-in student has the same entry.
    await page.goto(`${appUrl}/#/`);
    await expect
      .poll(() => dueText(page).textContent(), { timeout: 30_000 })
      .toBe(`${dueBefore} due today`);
  });

  it('reviews five cards offline, and the count survives an offline reload', async () => {
    await page.goto(`${appUrl}/#/settings`);
    await page.getByText(/Show four answer buttons/).click();
    expect(await page.getByRole('switch', { name: /four answer buttons/ }).isChecked()).toBe(true);
    await context.setOffline(true);
    await page.goto(`${appUrl}/#/study`);
    await page.getByRole('button', { name: 'Show answer' }).waitFor();
    // Easy leaves today's queue; Good, Again and Hard stay as learning steps due today.
    for (const key of ['4', '3', '1', '4', '2']) {
      await page.getByRole('button', { name: 'Show answer' }).waitFor();
      await page.keyboard.press('Space');
      await page.getByRole('group', { name: 'How well did you know it?' }).waitFor();
      await page.keyboard.press(key);
    }
    const stat = (name: string) =>
      page.locator('.study-stat').filter({ hasText: name }).locator('dd').textContent();
    await expect.poll(() => stat('Reviews today')).toBe('5');
    const expected = `${dueBefore - 2}`;
    await expect.poll(() => stat('Due today')).toBe(expected);
    await page.reload();
    await expect.poll(() => stat('Due today'), { timeout: 30_000 }).toBe(expected);
    expect(await stat('Reviews today')).toBe('5');
    await page.goto(`${appUrl}/#/chat`);
    await expect.poll(() => dueText(page).textContent()).toBe(`${dueBefore - 2} due today`);
  });

  it('exports an Anki package offline, and imports a CSV into a file', async () => {
    await page.goto(`${appUrl}/#/study`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export for Anki (.apkg)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mnemo-flashcards.apkg');
    const apkg = unzipSync(fs.readFileSync((await download.path()) ?? ''));
    const collection = new Database(Buffer.from(apkg['collection.anki2'] as Uint8Array));
    const notes = collection.prepare('select count(*) as n from notes').get() as { n: number };
    collection.close();
    const total = (await api.json<{ count: number }>('GET', '/api/v1/flashcards')).count;
    expect(notes.n).toBe(total);

    await page.getByLabel('Import into').selectOption({ label: 'notes.txt' });
    await page.getByLabel('Import CSV or TSV').setInputFiles({
      name: 'quizlet.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Front,Back\nMitosis,Cell division\nMeiosis,Division making gametes\n'),
    });
    await page.getByText('Imported 2 flashcard(s) into notes.txt.').waitFor();
  });

  it('sends the reviews once online, and a second profile sees the same due count', async () => {
    await context.setOffline(false);
    type Page = { data: { logs: { rating: number }[]; states: unknown[] } };
    await expect
      .poll(
        async () =>
          (await api.json<Page>('GET', '/api/v1/reviews?updated_since=0')).data.logs
            .map((l) => l.rating)
            .sort(),
        { timeout: 30_000 },
      )
      .toEqual([1, 2, 3, 4, 4]);
    // The cards imported offline reached the server too.
    type Cards = { data: { flashcards: { question: string }[] } };
    await expect
      .poll(
        async () =>
          (await api.json<Cards>('GET', '/api/v1/flashcards')).data.flashcards.map(
            (c) => c.question,
          ),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining(['Mitosis', 'Meiosis']));

    const other = await newContext(browser, { timezoneId });
    const second = await other.newPage();
    await second.goto(`${appUrl}/#/login`);
    const popupPromise = second.waitForEvent('popup');
    await second.getByRole('button', { name: /sign in with google/i }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.getByText(email).first().click();
    await second.waitForURL(/#\/chat$/, { timeout: 30_000 });
    // Five cards introduced today (15 new left of 20), three of them due again later today.
    const total = (await api.json<{ count: number }>('GET', '/api/v1/flashcards')).count;
    const expected = Math.min(total - 5, 15) + 3;
    await expect
      .poll(() => dueText(second).textContent(), { timeout: 30_000 })
      .toBe(`${expected} due today`);
    await page.goto(`${appUrl}/#/chat`);
    await expect.poll(() => dueText(page).textContent()).toBe(`${expected} due today`);
    await other.close();
  });
});
