// Local-first figures, measured in Debian's Chromium (playwright-core) against the built app and
// a local server (`npm run build` first):
//  (a) 5,000 mirrored flashcards: after a reload (online and offline), the time from the click on
//      the Flashcards tab to the first card on screen (in the page: click -> text in the DOM ->
//      two animation frames), and the whole way from the reload to that card;
//  (b) 1,000 card edits queued offline through the app's own data layer, delivered to the server
//      after reconnecting (default rate limit), with the page open;
//  (c) 20 uploads of a 1 MB text file queued offline the same way (blobs in the outbox), delivered
//      after reconnecting: the time until the queue is empty and the server has all 20 files.
// Ports: BENCH_WEB_PORT (8297) and BENCH_AUTH_EMULATOR_PORT (9597 and the next two).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { StudyItemsRepository } from '../../server/db/study-items-repository';
import { firebaseSession, launchPersistent, signInWithEmulatorPopup } from '../e2e/browser';
import { median } from './processing/stats';
import { flashcardRow, insertProcessedTextFile } from './seed-rows';
import { startApp, type RunningApp } from './web/app';

const CARDS = 5_000;
const EDITS = 1_000;
const UPLOADS = 20;
const UPLOAD_BYTES = 1024 * 1024;
const RUNS = 7;
const FILE_NAME = 'bench-5000-cards.txt';

export interface LocalFirstFigures {
  tab_to_first_card_online_ms: number;
  tab_to_first_card_offline_ms: number;
  reload_to_first_card_online_ms: number;
  reload_to_first_card_offline_ms: number;
  queue_1000_edits_offline_ms: number;
  deliver_1000_edits_ms: number;
  delivered: number;
  queue_20_uploads_offline_ms: number;
  deliver_20_uploads_ms: number;
  uploads_delivered: number;
}

/** How many rows a table of the user's app database holds (read with plain IndexedDB). */
function countRows(page: Page, database: string, table: string): Promise<number> {
  return page.evaluate(
    async ([name, store]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return 0;
        return await new Promise<number>((resolve, reject) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      } finally {
        db.close();
      }
    },
    [database, table] as const,
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function seed(app: RunningApp, uid: string): Promise<number> {
  const account = await app.built.ctx.users.find({ uid, email: null, authTime: 0 });
  if (!account) throw new Error('the signed-in user has no account row');
  const kysely = app.built.ctx.db.kysely;
  const now = new Date().toISOString();
  const fileId = await insertProcessedTextFile(kysely, account.id, FILE_NAME);
  await new StudyItemsRepository(kysely).insertMany(
    'flashcards',
    Array.from({ length: CARDS }, (_, i) =>
      flashcardRow(
        account.id,
        fileId,
        `Question ${i + 1}: what does term ${i + 1} of the chapter mean?`,
        `Term ${i + 1} is explained in a sentence or two, as a generated card would be.`,
        now,
      ),
    ),
    500,
  );
  return fileId;
}

/**
 * Runs in the page (as text: the TypeScript loader would add helpers the page does not have):
 * clicks the Flashcards tab and resolves with the time until "Card 1 of N" is painted.
 */
const TIME_TAB_IN_PAGE = `async function (total) {
  const dialog = document.querySelector('[role="dialog"]');
  const tab = Array.from(dialog ? dialog.querySelectorAll('[role="tab"]') : []).find(
    (t) => (t.textContent || '').trim() === 'Flashcards',
  );
  if (!dialog || !tab) throw new Error('no Flashcards tab');
  function shown() {
    return (dialog.textContent || '').includes('Card 1 of ' + total);
  }
  const started = performance.now();
  const visible = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(dialog, { subtree: true, childList: true, characterData: true });
  });
  tab.click();
  if (!shown()) await visible;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return performance.now() - started;
}`;

/**
 * Reloads the chat screen, opens the file and times the Flashcards tab in the page. Returns
 * [click -> first card, reload -> first card].
 */
async function firstCardAfterReload(page: Page): Promise<[number, number]> {
  const reloadStarted = Date.now();
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(FILE_NAME.replace('.', '\\.')) })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Flashcards' }).waitFor();
  const tabMs = (await page.evaluate(`(${TIME_TAB_IN_PAGE})(${CARDS})`)) as number;
  return [tabMs, Date.now() - reloadStarted];
}

async function timeFirstCard(page: Page): Promise<[number, number]> {
  const tab: number[] = [];
  const whole: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [t, w] = await firstCardAfterReload(page);
    tab.push(t);
    whole.push(w);
  }
  return [median(tab), median(whole)];
}

/** A script of tests/bench/local-first/, bundled to run in the app's page. */
async function bundlePageScript(name: string): Promise<string> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'local-first', name)],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]?.text ?? '';
}

export async function benchLocalFirst(): Promise<LocalFirstFigures> {
  // The default rate limit (600 requests a minute): delivery is measured as a student meets it.
  const app = await startApp({ RATE_LIMIT_PER_MINUTE: '600' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-lf-'));
  let context: BrowserContext | null = null;
  try {
    context = await launchPersistent(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.url}/#/login`);
    await signInWithEmulatorPopup(page, { email: `bench${Date.now()}@example.com`, name: 'Bea' });
    await page.waitForURL(/#\/welcome$/, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL(/#\/chat$/);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const { uid } = await firebaseSession(page);
    const fileId = await seed(app, uid);
    const database = `mnemo-${uid}`;

    // The mirror brings the 5,000 cards on the next start.
    await page.reload();
    await until(
      async () => (await countRows(page, database, 'flashcards')) >= CARDS,
      60_000,
      'the mirror',
    );

    const [tabOnline, wholeOnline] = await timeFirstCard(page);
    await context.setOffline(true);
    const [tabOffline, wholeOffline] = await timeFirstCard(page);

    // Still offline: 1,000 edits through the app's data layer, then back online.
    // Evaluated through DevTools, which the app's CSP (no inline scripts) does not govern.
    await page.evaluate(await bundlePageScript('queue-edits.ts'));
    const queued = await page.evaluate(([u, n]) => window.benchQueueEdits(u, n), [
      uid,
      EDITS,
    ] as const);
    if ((await countRows(page, database, 'outbox')) < EDITS) throw new Error('edits not queued');
    const reconnected = Date.now();
    await context.setOffline(false);
    await until(async () => (await countRows(page, database, 'outbox')) === 0, 300_000, 'delivery');
    const deliverMs = Date.now() - reconnected;
    const delivered = await app.built.ctx.db.kysely
      .selectFrom('flashcards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('file_id', '=', fileId)
      .where('question', 'like', 'Edited offline %')
      .executeTakeFirstOrThrow();

    // Offline again: 20 files of 1 MB attached, kept as blobs in the outbox, then back online.
    await context.setOffline(true);
    await page.evaluate(await bundlePageScript('queue-uploads.ts'));
    const uploads = await page.evaluate(([u, n, b]) => window.benchQueueUploads(u, n, b), [
      uid,
      UPLOADS,
      UPLOAD_BYTES,
    ] as const);
    if (uploads.queued < UPLOADS || uploads.waiting < UPLOADS) {
      throw new Error(`uploads not queued offline: ${JSON.stringify(uploads)}`);
    }
    const uploadedFiles = () =>
      app.built.ctx.db.kysely
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_name', 'like', 'bench-upload-%')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const uploadsReconnected = Date.now();
    await context.setOffline(false);
    await until(
      async () =>
        (await countRows(page, database, 'outbox')) === 0 && (await uploadedFiles()) === UPLOADS,
      300_000,
      'the uploads',
    );
    const deliverUploadsMs = Date.now() - uploadsReconnected;

    return {
      tab_to_first_card_online_ms: tabOnline,
      tab_to_first_card_offline_ms: tabOffline,
      reload_to_first_card_online_ms: wholeOnline,
      reload_to_first_card_offline_ms: wholeOffline,
      queue_1000_edits_offline_ms: queued.ms,
      deliver_1000_edits_ms: deliverMs,
      delivered: Number(delivered.n),
      queue_20_uploads_offline_ms: uploads.ms,
      deliver_20_uploads_ms: deliverUploadsMs,
      uploads_delivered: await uploadedFiles(),
    };
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
}

export function printLocalFirst(f: LocalFirstFigures): void {
  const row = (what: string, value: string, target: string) =>
    console.log(`${what.padEnd(62)} ${value.padStart(10)}   ${target}`);
  console.log(`Chromium (playwright-core), built app, local server; medians of ${RUNS} reloads`);
  row(
    '5,000 cards: Flashcards tab -> first card, online',
    `${f.tab_to_first_card_online_ms.toFixed(0)} ms`,
    '< 200 ms',
  );
  row(
    '5,000 cards: Flashcards tab -> first card, offline',
    `${f.tab_to_first_card_offline_ms.toFixed(0)} ms`,
    '< 200 ms',
  );
  row(
    '5,000 cards: reload -> first card (with the bench clicks), online',
    `${f.reload_to_first_card_online_ms.toFixed(0)} ms`,
    '',
  );
  row(
    '5,000 cards: reload -> first card (with the bench clicks), offline',
    `${f.reload_to_first_card_offline_ms.toFixed(0)} ms`,
    '',
  );
  row(
    '1,000 edits queued offline (app data layer)',
    `${(f.queue_1000_edits_offline_ms / 1000).toFixed(2)} s`,
    '',
  );
  row(
    `1,000 edits delivered after reconnect (${f.delivered} on the server)`,
    `${(f.deliver_1000_edits_ms / 1000).toFixed(2)} s`,
    '< 10 s',
  );
  row(
    '20 uploads of 1 MB queued offline (blobs in the outbox)',
    `${(f.queue_20_uploads_offline_ms / 1000).toFixed(2)} s`,
    '',
  );
  row(
    `20 uploads of 1 MB delivered after reconnect (${f.uploads_delivered} on the server)`,
    `${(f.deliver_20_uploads_ms / 1000).toFixed(2)} s`,
    'all 20',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLocalFirst(await benchLocalFirst());
}
