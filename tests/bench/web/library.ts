// A signed-in returning student, as the page benchmarks need one: signed in through the Auth
// emulator's own Google page in a persistent Chromium profile, a library of files processed by
// the server, one file's flashcard set grown to 5,000 cards, everything opened once so the
// device holds it in IndexedDB, and its next start finds nothing new to store.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { CURSOR_OVERLAP_MS } from '../../../server/db/changes';
import { firebaseIdToken, signInWithEmulatorPopup } from '../../e2e/browser';
import type { RunningApp } from './app';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
export const LIBRARY_FILES = [
  'lecture.pdf',
  'lecture.docx',
  'lecture.doc',
  'notes-utf8.txt',
  'lecture.srt',
];
export const CARD_SET_SIZE = 5000;
/** The file whose set holds the 5,000 cards. */
export const BIG_SET_FILE = 'lecture.pdf';

export interface Library {
  token: string;
  bigSetFileId: number;
}

interface FileRow {
  id: number;
  file_name: string;
  status: string;
}

async function api<T>(app: RunningApp, token: string, url: string, init: RequestInit = {}) {
  const response = await fetch(`${app.url}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function uploadAll(app: RunningApp, token: string): Promise<FileRow[]> {
  const form = new FormData();
  for (const name of LIBRARY_FILES) {
    form.append('files', new Blob([fs.readFileSync(path.join(FIXTURES, name))]), name);
  }
  await api(app, token, '/api/v1/files', { method: 'POST', body: form });
  for (let i = 0; i < 600; i++) {
    const list = await api<{ items: FileRow[] }>(app, token, '/api/v1/files?page_size=100');
    if (list.items.every((f) => f.status === 'processed' || f.status === 'failed')) {
      return list.items;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the library was not processed within 150 s');
}

/** Adds cards through the API (in-process, as fast as the server takes them) up to `size`. */
async function growCardSet(app: RunningApp, token: string, fileId: number, size: number) {
  const url = `/api/v1/files/${fileId}/flashcards`;
  const list = await api<{ count: number }>(app, token, url);
  for (let n = list.count; n < size; n++) {
    const res = await app.built.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        question: `Card ${n + 1}: which step of the lecture comes after step ${n}?`,
        answer: `Step ${n + 1}, as the lecture explains with its own example number ${n + 1}.`,
      },
    });
    if (res.statusCode >= 300) throw new Error(`card ${n}: ${res.statusCode} ${res.body}`);
  }
}

/** A phone's viewport; Lighthouse's mobile preset slows the CPU 4×, the repeat-visit figure too. */
export const MOBILE = { width: 412, height: 823 };
export const MOBILE_CPU_SLOWDOWN = 4;

/**
 * The chat screen on a phone with the service worker warm (installed, then reloaded under its
 * control), then the CPU slowed and the network cut: a returning student's repeat visit offline.
 * Returns the CDP session that slows the CPU (set its rate back to 1 when done).
 */
export async function goOfflineOnPhone(
  context: BrowserContext,
  page: Page,
  url: string,
): Promise<CDPSession> {
  await page.setViewportSize(MOBILE);
  await page.goto(`${url}/#/chat`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('tab', { name: 'Knowledge' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
  await context.setOffline(true);
  return cdp;
}

/** The flashcard tab of the big set, up to its first card (the device keeps the cards). */
export async function openBigSet(page: Page, phone = false): Promise<void> {
  // On a phone the file list is the Knowledge tab.
  if (phone) await page.getByRole('tab', { name: 'Knowledge' }).click();
  await page.getByText(BIG_SET_FILE).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Flashcards' }).click();
  await dialog.getByText(/^Card 1 of \d+$/).waitFor({ timeout: 60_000 });
}

export async function seedLibrary(app: RunningApp, page: Page): Promise<Library> {
  await page.goto(`${app.url}/#/login`);
  await signInWithEmulatorPopup(page, { email: `bench${Date.now()}@example.com`, name: 'Ada' });
  await page.waitForURL(/#\/welcome$/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Skip Tour' }).click();
  await page.waitForURL(/#\/chat$/);
  const token = await firebaseIdToken(page);
  const files = await uploadAll(app, token);
  const big = files.find((f) => f.file_name === BIG_SET_FILE);
  if (!big) throw new Error(`${BIG_SET_FILE} is not in the library`);
  await growCardSet(app, token, big.id, CARD_SET_SIZE);
  const lastWrite = new Date();
  await page.reload();
  await loadOnDevice(page);
  await waitUntilStored(page, lastWrite);
  return { token, bigSetFileId: big.id };
}

/** The oldest `at` of the device's mirror cursors, and how many changes wait in its outbox. */
function readDeviceState(page: Page): Promise<{ oldestCursor: string | null; queued: number }> {
  return page.evaluate(async () => {
    const info = (await indexedDB.databases()).find((d) => d.name?.startsWith('mnemo-'));
    if (!info?.name) return { oldestCursor: null, queued: -1 };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(info.name ?? '');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const [meta, outbox] = await Promise.all(
        ['meta', 'outbox'].map(
          (store) =>
            new Promise<unknown[]>((resolve, reject) => {
              const request = db.transaction(store).objectStore(store).getAll();
              request.onsuccess = () => resolve(request.result as unknown[]);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      // The cursor is opaque to the app; the bench knows the server's (base64url JSON with `at`).
      const ats = ((meta ?? []) as { key: string; value: unknown }[])
        .filter((row) => row.key.startsWith('mirror-cursor:') && typeof row.value === 'string')
        .map((row) => {
          const json = atob(String(row.value).replace(/-/g, '+').replace(/_/g, '/'));
          return String((JSON.parse(json) as { at?: string }).at ?? '');
        })
        .sort();
      return { oldestCursor: ats[0] ?? null, queued: outbox?.length ?? -1 };
    } finally {
      db.close();
    }
  });
}

/**
 * A returning student's device holds everything: every mirror cursor is past the bench's last
 * write and the outbox is empty, so the measured starts find nothing new to store. A finished
 * pull's cursor is set CURSOR_OVERLAP_MS before its read (server/db/changes.ts), so the pulls
 * that ran right after the cards were added leave the next start to list (and store) again
 * every card added in those seconds: up to thousands of cards, 400-630 ms of TBT in the first
 * Lighthouse run. One more start once that window has passed stores them, as a student's next
 * start after the set came would.
 */
async function waitUntilStored(page: Page, lastWrite: Date): Promise<void> {
  const past = lastWrite.toISOString();
  const stored = async () => {
    const state = await readDeviceState(page);
    return state.oldestCursor !== null && state.oldestCursor > past && state.queued === 0;
  };
  for (let start = 1; start <= 3; start++) {
    const wait = lastWrite.getTime() + CURSOR_OVERLAP_MS + 500 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    if (await stored()) return;
    await page.reload();
    await page.locator('.kb-file-name').first().waitFor();
    // The start's pulls go out after its first paint and write in one transaction each.
    for (let i = 0; i < 120; i++) {
      if (await stored()) {
        await settle(page);
        return;
      }
      await page.waitForTimeout(250);
    }
  }
  throw new Error('the device did not store everything within three starts');
}

/** Everything opened once, so the device holds it; the service worker installed. */
async function loadOnDevice(page: Page): Promise<void> {
  await page
    .getByText(LIBRARY_FILES[LIBRARY_FILES.length - 1] ?? '')
    .first()
    .waitFor({ timeout: 60_000 });
  await openBigSet(page);
  await page.getByText(`Card 1 of ${CARD_SET_SIZE}`).waitFor({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A returning student's device is up to date: the pulls the reload started have landed
  // (one more start then finds nothing new).
  await settle(page);
  await page.reload();
  await page.locator('.kb-file-name').first().waitFor();
  await settle(page);
  await page.waitForTimeout(2000);
}

/** The page's requests are done (on a busy machine the service worker's precache may still run). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {
    console.log('(the page did not go network-idle within 60 s; going on)');
  });
}

/** The big set's card as the student left it (the snapshot kept for the next start), or null. */
async function keptCard(page: Page): Promise<{ html: string; flipped: boolean } | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('mnemo.resume.')) continue;
      const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        html: string | null;
        state: { flipped?: boolean };
      } | null;
      if (kept?.html) return { html: kept.html, flipped: kept.state.flipped === true };
    }
    return null;
  });
}

/** Waits until the device keeps the big set's card, front up, for the next start. */
async function cardKeptFrontUp(page: Page, timeoutMs = 15_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const kept = await keptCard(page);
    if (kept && !kept.flipped && kept.html.includes('Card 1 of')) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

export interface RepeatVisitTimes {
  /** Tap (navigation to /#/chat) → Knowledge tab → the file → Flashcards tab → "Card 1 of N". */
  threeClicks: number[];
  /** Tap → the set left open shows its card ("Card k of N" and the card's text), resumed. */
  resumedCard: number[];
  /** Tap → the resumed card answers a flip (the app is in: its card turns to the answer). */
  resumedFlip: number[];
}

/**
 * The repeat visits of a page set up by goOfflineOnPhone: `runs` of the three clicks (the
 * student left from the chat), then `runs` of the resume (the student left with the set open);
 * the resume's are empty for a build that keeps no snapshot.
 */
export async function timeRepeatVisits(
  page: Page,
  url: string,
  runs: number,
  onRun?: (kind: 'three-clicks' | 'resume', ms: number[]) => void,
): Promise<RepeatVisitTimes> {
  const times: RepeatVisitTimes = { threeClicks: [], resumedCard: [], resumedFlip: [] };
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(`${url}/#/chat`);
    await openBigSet(page, true);
    times.threeClicks.push(performance.now() - started);
    onRun?.('three-clicks', [performance.now() - started]);
    // Closing the viewer leaves the set: the next start opens the chat again.
    if (i < runs - 1) await page.keyboard.press('Escape');
  }
  // The set is open on its first card: the student leaves it so.
  if (!(await cardKeptFrontUp(page))) return times;
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(`${url}/#/chat`, { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Card 1 of \d+$/).waitFor({ timeout: 60_000 });
    await dialog.locator('.flashcard-text').waitFor({ timeout: 60_000 });
    const shown = performance.now() - started;
    // The app's own card (the painted one gives way to it), flipped.
    await page.locator('#boot-resume').waitFor({ state: 'detached', timeout: 60_000 });
    await dialog.getByRole('button', { name: /^Flashcard, showing Question/ }).click();
    await dialog.getByRole('button', { name: /^Flashcard, showing Answer/ }).waitFor();
    const flipped = performance.now() - started;
    times.resumedCard.push(shown);
    times.resumedFlip.push(flipped);
    onRun?.('resume', [shown, flipped]);
    // Back to its question, as the next run starts from.
    await dialog.getByRole('button', { name: /^Flashcard, showing Answer/ }).click();
    if (!(await cardKeptFrontUp(page))) throw new Error('the card was not kept front up');
  }
  return times;
}
