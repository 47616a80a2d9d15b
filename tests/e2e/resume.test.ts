// The student comes back to the set they had open (issue 19 point 5): they study a set on a
// phone, leave; the next start, offline, paints that card at once (before the app's code runs),
// the app takes it over and it flips; a tap before the app is in is not lost; another account
// on the same browser profile never sees it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  firebaseIdToken,
  launchPersistent,
  signInWithEmulatorPopup,
  signUpStudent,
} from './browser';
import { type Api, apiOf } from './api';

const NOTES = [
  'Mitochondria are the organelles that produce most of the cell’s chemical energy.',
  'Ribosomes are the molecular machines that assemble proteins from amino acids.',
].join('\n\n');
const PHONE = { width: 412, height: 823 };
const QUESTIONS = ['Which organelle makes ATP?', 'What assembles proteins?', 'What is DNA?'];
const ANSWERS = ['Mitochondria', 'Ribosomes', 'Deoxyribonucleic acid'];

/** What the boot script painted, as it was when the document was parsed (before the app). */
async function paintedAtBoot(page: Page, url: string): Promise<string | null> {
  // A new document each time (a goto to the same URL but its hash is no navigation).
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => (window as unknown as { __bootResume: string | null }).__bootResume);
}

describe('resume of the set left open', () => {
  const appUrl = inject('appUrl');
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let uid = '';

  beforeAll(async () => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-resume-'));
    context = await launchPersistent(profile);
    // What the boot script painted, kept by the first script of each document.
    await context.addInitScript(() => {
      // Where the card is in each frame, painted then the app's: it must not move.
      const rects: string[] = [];
      (window as unknown as { __cardRects: string[] }).__cardRects = rects;
      const tick = () => {
        const card = document.querySelector('.flashcard');
        if (card) {
          const r = card.getBoundingClientRect();
          const where = card.closest('#boot-resume') ? 'painted' : 'app';
          rects.push(`${where} ${[r.x, r.y, r.width, r.height].map(Math.round).join(',')}`);
        }
        if (performance.now() < 20_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __bootResume?: string | null }).__bootResume =
          document.getElementById('boot-resume')?.textContent ?? null;
      });
    });
    page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(PHONE);
    await signUpStudent(page, appUrl, { email: `resume${Date.now()}@example.com`, name: 'Ria' });
    api = apiOf(appUrl, await firebaseIdToken(page));
    uid = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('mnemo.session.user') ?? '{}') as { uid: string }).uid,
    );
  });
  afterAll(async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('keeps the card the student studies on this device, for them only', async () => {
    const fileId = await api.uploadText('cells.txt', NOTES);
    type Cards = { data: { flashcards: { id: number }[] } };
    const generated = await api.get<Cards>(`/api/v1/files/${fileId}/flashcards`);
    for (const card of generated.data.flashcards) {
      await api.json('DELETE', `/api/v1/files/${fileId}/flashcards/${card.id}`);
    }
    for (const [i, question] of QUESTIONS.entries()) {
      await api.json('POST', `/api/v1/files/${fileId}/flashcards`, {
        question,
        answer: ANSWERS[i],
      });
    }
    await page.reload();
    // On a phone the file list is the Knowledge tab.
    await page.getByRole('tab', { name: 'Knowledge' }).click();
    await page.getByText('cells.txt').first().click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText('Card 1 of 3').waitFor();
    await dialog.getByRole('button', { name: 'Next card' }).click();
    await dialog.getByText('Card 2 of 3').waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { html?: string })?.html,
          `mnemo.resume.${uid}`,
        ),
      )
      .toContain(QUESTIONS[1]);
  });

  it('offline, paints that card before the app is in; the app takes it over and it flips', async () => {
    await context.setOffline(true);
    const painted = await paintedAtBoot(page, `${appUrl}/#/chat`);
    expect(painted).toContain('Card 2 of 3');
    expect(painted).toContain(QUESTIONS[1]);
    const dialog = page.getByRole('dialog');
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await dialog.getByText('Card 2 of 3').isVisible()).toBe(true);
    // No layout shift at the swap: the app's card stands where the painted one last stood.
    await page.waitForTimeout(300);
    const rects = await page.evaluate(
      () => (window as unknown as { __cardRects: string[] }).__cardRects,
    );
    const lastPainted = rects.filter((r) => r.startsWith('painted')).pop();
    const firstOfApp = rects.find((r) => r.startsWith('app'));
    expect(lastPainted).toBeDefined();
    expect(firstOfApp?.replace('app', 'painted')).toBe(lastPainted);
    const card = dialog.getByRole('button', { name: /^Flashcard, showing Question/ });
    expect(await card.textContent()).toContain(QUESTIONS[1]);
    // The same roles and labels as the picture had; the keyboard works on the app's card.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('flashcards-viewer');
    await page.keyboard.press('Space');
    const back = dialog.getByRole('button', { name: /^Flashcard, showing Answer/ });
    expect(await back.textContent()).toContain(ANSWERS[1]);
    await page.keyboard.press('Space');
    await card.click();
    await back.waitFor();
  });

  it('opens from the icon (start_url /) straight on that card', async () => {
    const painted = await paintedAtBoot(page, `${appUrl}/`);
    expect(painted).toContain('Card 2 of 3');
    expect(new URL(page.url()).hash).toBe('#/chat');
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('dialog').getByText('Card 2 of 3').waitFor();
  });

  it('keeps a tap on the painted card for the app', async () => {
    await page.goto('about:blank');
    await page.goto(`${appUrl}/#/chat`, { waitUntil: 'commit' });
    // Before the app's code has run: the painted card, tapped; it says it is waiting.
    const before = await page.evaluate(
      () =>
        new Promise<{ side: string; busy: string | null }>((resolve) => {
          const tap = () => {
            const card = document.querySelector<HTMLElement>('#boot-resume .flashcard');
            const side = card?.getAttribute('aria-label') ?? '';
            card?.click();
            resolve({ side, busy: card?.getAttribute('aria-busy') ?? null });
          };
          if (document.readyState !== 'loading') tap();
          else document.addEventListener('DOMContentLoaded', tap, { once: true });
        }),
    );
    expect(before.busy).toBe('true');
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 30_000 });
    const [shown, text] = before.side.includes('Question')
      ? ['Answer', ANSWERS[1]]
      : ['Question', QUESTIONS[1]];
    const card = page
      .getByRole('dialog')
      .getByRole('button', { name: `Flashcard, showing ${shown}. Activate to flip.` });
    expect(await card.textContent()).toContain(text);
    await context.setOffline(false);
  });

  it('forgets it at sign-out: another account on this profile never sees it', async () => {
    const key = `mnemo.resume.${uid}`;
    const left = await page.evaluate((k) => localStorage.getItem(k), key);
    expect(left).toContain('Card 2 of 3');
    // Closing the viewer is leaving the set: the next start opens the chat.
    await page.getByRole('dialog').getByRole('button', { name: 'Close viewer' }).click();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    // A snapshot left behind (say the page died studying) goes at sign-out too…
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, left ?? ''] as const);
    // On a phone, "Log out" is under the History tab.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/#\/login$/);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('mnemo.resume.')),
    );
    expect(kept).toEqual([]);
    // …and one that would survive anyway is the first account's, never shown to another.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, left ?? ''] as const);
    await signInWithEmulatorPopup(page, { email: `other${Date.now()}@example.com`, name: 'Oli' });
    await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL(/#\/chat$/);
    const painted = await paintedAtBoot(page, `${appUrl}/#/chat`);
    expect(painted).toBeNull();
    // The app's own chat screen, and no viewer opened over it.
    await page.locator('#boot-frame').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('tab', { name: 'Knowledge' }).click();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
