// Local-first, whole: a student studies and edits with no signal, closes the app, and every
// change reaches the server once connectivity returns, with no page open (Background Sync).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { firebaseIdToken, launchPersistent, signInWithEmulatorPopup } from './browser';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

interface Api {
  get<T>(path: string): Promise<T>;
}

function apiOf(appUrl: string, token: string): Api {
  return {
    async get<T>(p: string): Promise<T> {
      const response = await fetch(`${appUrl}${p}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as T;
    },
  };
}

describe('local-first with the service worker', () => {
  const appUrl = inject('appUrl');
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let fileId = 0;

  beforeAll(async () => {
    profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-profile-'));
    // A persistent profile, so the service worker lives on when every page is closed.
    context = await launchPersistent(profile);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${appUrl}/#/login`);
    await signInWithEmulatorPopup(page, { email: `lf${Date.now()}@example.com`, name: 'Lin' });
    await page.waitForURL(/#\/welcome$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    api = apiOf(appUrl, await firebaseIdToken(page));
  });
  afterAll(async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });

  it('studies a processed PDF online first', async () => {
    await page.getByRole('button', { name: 'Add files or a video' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: /Upload Files/ }).click();
    await (await chooser).setFiles(path.join(FIXTURES, 'lecture.pdf'));
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('File "lecture.pdf" has been processed.').waitFor({ timeout: 90_000 });
    const files = await api.get<{ items: { id: number; file_name: string }[] }>('/api/v1/files');
    fileId = files.items.find((f) => f.file_name === 'lecture.pdf')?.id ?? 0;
    await page.getByText('lecture.pdf').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText(/^Card 1 of \d+$/).waitFor();
  });

  it('sends a change made offline with every page closed, once back online', async () => {
    const dialog = page.getByRole('dialog');
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Question').fill('Edited in the tunnel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Edited in the tunnel').waitFor();
    // The app says the change is kept once it has asked the browser for a Background Sync.
    await page.getByRole('status').getByText('Flashcard updated successfully!').waitFor();

    for (const open of context.pages()) await open.close();
    await context.setOffline(false);
    type Cards = { data: { flashcards: { question: string }[] } };
    await expect
      .poll(
        async () =>
          (await api.get<Cards>(`/api/v1/files/${fileId}/flashcards`)).data.flashcards.map(
            (c) => c.question,
          ),
        { timeout: 30_000 },
      )
      .toContain('Edited in the tunnel');
    expect(context.pages()).toHaveLength(0);
  });
});
