// Local-first, whole: a student studies and edits with no signal, closes the app, and every
// change reaches the server once connectivity returns, with no page open (Background Sync).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { firebaseIdToken, launchPersistent, signUpStudent } from './browser';
import { type Api, apiOf } from './api';
import { startOwnServer } from './own-server';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

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
    await signUpStudent(page, appUrl, { email: `lf${Date.now()}@example.com`, name: 'Lin' });
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
    await page.getByRole('status').getByText('Saved on this device — will sync').waitFor();
    // A card made offline too: it travels with the edit (one batch of changes).
    await dialog.getByRole('button', { name: 'Create New Flashcard' }).click();
    const form = dialog.getByRole('form', { name: 'Create New Flashcard' });
    await form.getByLabel('Question').fill('Made in the tunnel');
    await form.getByLabel('Answer').fill('Offline');
    await form.getByRole('button', { name: 'Add Flashcard' }).click();
    await expect.poll(async () => (await rowsOf('outbox')).length).toBe(2);

    for (const open of context.pages()) await open.close();
    await context.setOffline(false);
    type Cards = { data: { flashcards: { question: string }[] } };
    const questions = async () =>
      (await api.get<Cards>(`/api/v1/files/${fileId}/flashcards`)).data.flashcards.map(
        (c) => c.question,
      );
    await expect
      .poll(questions, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['Edited in the tunnel', 'Made in the tunnel']));
    expect((await questions()).filter((q) => q === 'Made in the tunnel')).toHaveLength(1);
    expect(context.pages()).toHaveLength(0);
  });

  // ---- File contents offline (issue 10 point 5) and offline as a state (point 6) ----

  const OFFLINE_BANNER = "You're offline — changes are saved on this device and will sync";

  /** The kept files of this profile's users: cache name -> file ids. */
  async function keptFiles(on: Page): Promise<Record<string, string[]>> {
    return on.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        if (!name.startsWith('mnemo-files:')) continue;
        const keys = await (await caches.open(name)).keys();
        out[name] = keys.map((request) => new URL(request.url).pathname);
      }
      return out;
    });
  }

  async function openLecture(on: Page): Promise<void> {
    await on
      .getByRole('button', { name: /lecture\.pdf/ })
      .first()
      .click();
    const pdf = on.frameLocator('iframe[title^="PDF"]');
    await pdf.locator('canvas[aria-label="Page 1"]').waitFor({ timeout: 30_000 });
  }

  it('keeps the PDF opened online on this device, under its file id', async () => {
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${appUrl}/#/chat`);
    // The set left open when every page closed comes back (issue 19 point 5); closed here.
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 30_000 });
    await page
      .getByRole('dialog')
      .getByText(/^Card \d+ of \d+$/)
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close viewer' }).click();
    await openLecture(page);
    await expect
      .poll(async () => Object.values(await keptFiles(page)).flat(), { timeout: 15_000 })
      .toContain(`/__mnemo/file-content/${fileId}`);
    await page.getByRole('button', { name: 'Close viewer' }).click();
  });

  it('reloaded offline, shows files, cards, quiz and the PDF itself, calmly', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE_BANNER).waitFor({ timeout: 30_000 });
    const connection = page.getByRole('status', { name: 'Real-time connection' });
    await expect.poll(() => connection.textContent(), { timeout: 15_000 }).toContain('Offline');
    await page
      .getByRole('button', { name: /lecture\.pdf/ })
      .first()
      .waitFor();
    expect(await page.getByText(/Error loading files/).count()).toBe(0);

    await openLecture(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    await dialog.getByText(/^Card 1 of \d+$/).waitFor();
    await dialog.getByRole('tab', { name: 'Quiz' }).click();
    await dialog.getByText(/^Question 1 of \d+$/).waitFor();
    // Answered offline; a wrong answer brings its concept's cards back (review logs, queued).
    await dialog.getByRole('radio').first().click();
    await dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await dialog.getByText(/^(Correct!|Incorrect\. Correct answer: .+)$/).waitFor();
    expect(await page.locator('.error-text').count()).toBe(0);

    // Back online: the banner goes and the socket connects again by itself.
    await context.setOffline(false);
    await page.getByText(OFFLINE_BANNER).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => connection.textContent(), { timeout: 30_000 }).toContain('Connected');
    // Whatever the quiz answer queued reached the server.
    await expect.poll(async () => (await rowsOf('outbox')).length, { timeout: 30_000 }).toBe(0);
    const onDevice = (await rowsOf('reviewLogs')).filter((l) => l.source === 'quiz').length;
    type Reviews = { data: { logs: { source: string }[] } };
    const logs = (await api.get<Reviews>('/api/v1/reviews')).data.logs;
    expect(logs.filter((l) => l.source === 'quiz')).toHaveLength(onDevice);
    // Closing the set: the pages opened next start on the chat (not on the set left open).
    await dialog.getByRole('button', { name: 'Close viewer' }).click();
  });

  it('treats a server that stopped while the browser is online like being offline', async () => {
    // A server of its own (same emulator), so stopping it leaves the suite's server alone.
    const own = await startOwnServer();
    const other = await context.newPage();
    try {
      await signUpStudent(other, own.url, { email: `down${Date.now()}@example.com`, name: 'Dee' });
      const token = await firebaseIdToken(other);
      const form = new FormData();
      form.append('files', new Blob(['Osmosis moves water across a membrane.']), 'osmosis.txt');
      await fetch(`${own.url}/api/v1/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      // Uploaded from elsewhere (no processing here, so no live event): the next start pulls it.
      await other.reload();
      await other
        .getByRole('button', { name: /osmosis\.txt/ })
        .first()
        .waitFor({ timeout: 30_000 });
      const connection = other.getByRole('status', { name: 'Real-time connection' });
      await expect.poll(() => connection.textContent()).toContain('Connected');

      await own.stop();
      await other.getByText(OFFLINE_BANNER).waitFor({ timeout: 60_000 });
      await expect.poll(() => connection.textContent(), { timeout: 30_000 }).toContain('Offline');
      await other.reload();
      await other.getByText(OFFLINE_BANNER).waitFor({ timeout: 30_000 });
      await other
        .getByRole('button', { name: /osmosis\.txt/ })
        .first()
        .waitFor();
      expect(await other.getByText(/Error loading files/).count()).toBe(0);

      await own.start();
      await other.getByText(OFFLINE_BANNER).waitFor({ state: 'detached', timeout: 60_000 });
      await expect.poll(() => connection.textContent(), { timeout: 30_000 }).toContain('Connected');
    } finally {
      await other.close();
      await own.stop();
      own.remove();
    }
  });

  // ---- Uploads, chat and search offline (issue 10 points 2–4), each on a page opened anew ----
  const QUESTION = 'Where does photosynthesis take place?';
  const WITH_FILE = 'What do ribosomes build?';

  /** Rows of a store of the user's Mnemo database in the page (IndexedDB, read directly). */
  async function rowsOf(store: string): Promise<Record<string, unknown>[]> {
    return page.evaluate(async (name) => {
      const info = (await indexedDB.databases()).find((d) => d.name?.startsWith('mnemo-'));
      if (!info?.name) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      db.close();
      return rows as Record<string, unknown>[];
    }, store);
  }

  async function openChat(): Promise<void> {
    page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${appUrl}/#/chat`);
    await page.getByRole('heading', { name: 'Your Files' }).waitFor();
  }

  it('searches and answers on this device while offline', async () => {
    await openChat();
    // The chunks of the processed PDF are mirrored after sign-in.
    await expect
      .poll(async () => (await rowsOf('chunks')).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await context.setOffline(true);

    await page.getByRole('searchbox', { name: 'Search your files' }).fill('chlorophyll');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Offline: results from the copy of your files on this device.').waitFor();
    const hit = page.locator('.search-hit').first();
    await expect.poll(() => hit.locator('mark').first().textContent()).toBe('Chlorophyll');
    expect(await hit.textContent()).toContain('lecture.pdf · Page 2');

    await page
      .getByRole('textbox', { name: 'Type your message or paste a link...' })
      .fill(QUESTION);
    await page.keyboard.press('Enter');
    const conversation = page.locator('.chat-messages');
    await conversation.getByText(QUESTION).waitFor();
    await conversation.getByText('Waiting to send').first().waitFor();
    const answered = conversation.locator('.chat-message.device');
    await answered.getByText('Answered on this device').waitFor({ timeout: 30_000 });
    expect(await answered.textContent()).toContain('lecture.pdf p. 1');
  });

  it('keeps a .txt attached offline in the outbox and sends it, then its message, with every page closed', async () => {
    await page.getByRole('button', { name: 'Add files or a video' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: /Upload Files/ }).click();
    await (await chooser).setFiles(path.join(FIXTURES, 'notes-utf8.txt'));
    await page
      .getByRole('textbox', { name: 'Type your message or paste a link...' })
      .fill(WITH_FILE);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByText("1 file saved on this device. It uploads when you're back online.")
      .waitFor();
    const waiting = page.locator('.kb-file.waiting');
    await waiting.getByText('notes-utf8.txt').waitFor();
    await waiting.getByText('Waiting to upload').waitFor();
    await page.locator('.chat-messages').getByText(WITH_FILE).waitFor();
    const queued = (await rowsOf('outbox')).map((row) => row.type);
    expect(queued).toEqual(['chat.history', 'chat.message', 'file.upload', 'chat.message']);
    expect((await rowsOf('uploads')).map((row) => row.file_name)).toEqual(['notes-utf8.txt']);

    // A quiz question answered wrongly, offline too: the review logs it queues (its concept's
    // cards rated Again) go out with the rest, with no page open.
    type Quizzes = { data: { quizzes: { question: string; distractors: string[] }[] } };
    const quizzes = (await api.get<Quizzes>(`/api/v1/files/${fileId}/quiz-questions`)).data.quizzes;
    await page
      .getByRole('button', { name: /lecture\.pdf/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Quiz' }).click();
    await dialog.getByText(/^Question 1 of \d+$/).waitFor();
    const shownText = (await dialog.textContent()) ?? '';
    const shown = quizzes.find((q) => shownText.includes(q.question));
    const wrong = shown?.distractors[0] ?? '';
    expect(wrong).not.toBe('');
    await dialog.getByRole('radio', { name: wrong, exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await dialog.getByText(/^Incorrect\. Correct answer: .+$/).waitFor();
    const quizLogs = async () =>
      (await rowsOf('reviewLogs')).filter((l) => l.source === 'quiz').map((l) => l.id);
    await expect.poll(async () => (await quizLogs()).length).toBeGreaterThan(0);
    const quizLogIds = await quizLogs();

    for (const open of context.pages()) await open.close();
    await context.setOffline(false);
    type Files = { items: { file_name: string }[] };
    await expect
      .poll(async () => (await api.get<Files>('/api/v1/files')).items.map((f) => f.file_name), {
        timeout: 60_000,
      })
      .toContain('notes-utf8.txt');
    type Histories = { items: { messages: { content: string; sender: string }[] }[] };
    const contents = async () =>
      (await api.get<Histories>('/api/v1/histories')).items.flatMap((h) =>
        h.messages.map((m) => `${m.sender}: ${m.content.slice(0, 40)}`),
      );
    await expect.poll(contents, { timeout: 60_000 }).toContain(`user: ${WITH_FILE}`);
    const sent = await contents();
    expect(sent.filter((m) => m === `user: ${QUESTION}`)).toHaveLength(1);
    expect(sent.filter((m) => m.startsWith('bot: '))).toHaveLength(2);
    type Reviews = { data: { logs: { id: string; source: string }[] } };
    await expect
      .poll(
        async () =>
          (await api.get<Reviews>('/api/v1/reviews')).data.logs
            .filter((l) => l.source === 'quiz')
            .map((l) => l.id),
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining(quizLogIds));
    expect(context.pages()).toHaveLength(0);
  });

  it('reconciles on reopening: server ids, no duplicates, the upload processed, the server reply kept', async () => {
    await openChat();
    // The quiz left open when every page closed comes back as it was (issue 19 point 5).
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 30_000 });
    const resumed = page.getByRole('dialog');
    await resumed.getByText(/^Question 1 of \d+$/).waitFor({ timeout: 30_000 });
    await resumed.getByText(/^Incorrect\. Correct answer: .+$/).waitFor();
    await resumed.getByRole('button', { name: 'Close viewer' }).click();
    const files = page.locator('.kb-files');
    await files
      .locator('.kb-file.ready')
      .filter({ hasText: 'notes-utf8.txt' })
      .waitFor({ timeout: 90_000 });
    expect(await page.locator('.kb-file.waiting').count()).toBe(0);
    expect(await files.getByText('notes-utf8.txt').count()).toBe(1);

    // Nothing of this device's own stays: the queue is empty and every row has a server id.
    await expect.poll(async () => (await rowsOf('outbox')).length).toBe(0);
    expect(await rowsOf('uploads')).toEqual([]);
    const messages = await rowsOf('messages');
    expect(messages.filter((m) => (m.id as number) < 0 || m.local !== undefined)).toEqual([]);
    expect((await rowsOf('histories')).filter((h) => (h.id as number) < 0)).toEqual([]);
    // The card made offline: once, under its server id.
    const made = (await rowsOf('flashcards')).filter((c) => c.question === 'Made in the tunnel');
    expect(made.map((c) => (c.id as number) > 0)).toEqual([true]);

    // The history keeps the server's stored reply: the same ids the API gives.
    type Histories = { items: { id: number; messages: { id: number; content: string }[] }[] };
    const server = (await api.get<Histories>('/api/v1/histories')).items;
    const asked = server.find((h) => h.messages.some((m) => m.content === QUESTION));
    expect(asked).toBeDefined();
    const local = messages.filter((m) => m.history_id === asked?.id).map((m) => m.id);
    expect(local.sort()).toEqual(asked?.messages.map((m) => m.id).sort());
    await page.getByRole('button', { name: QUESTION, exact: true }).click();
    const conversation = page.locator('.chat-messages');
    await conversation.getByText(QUESTION).waitFor();
    expect(await conversation.getByText('Answered on this device').count()).toBe(0);
    expect(await conversation.getByText('Waiting to send').count()).toBe(0);
  });
});
