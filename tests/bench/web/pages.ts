// `npm run bench` pages section: Lighthouse on the entry pages (mobile and desktop presets,
// median of 3), the first card of a 5,000-card set offline on a repeat visit, and the bytes a
// first visit and the big set's JSON put on the wire.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, launchPersistent } from '../../e2e/browser';
import { startApp, type RunningApp } from './app';
import { launchChrome, sendToPage } from './chrome';
import {
  CARD_SET_SIZE,
  goOfflineOnPhone,
  MOBILE,
  MOBILE_CPU_SLOWDOWN,
  seedLibrary,
  timeRepeatVisits,
  type RepeatVisitTimes,
} from './library';
import {
  figuresOf,
  median,
  medianFigures,
  runLighthouse,
  type PageFigures,
  type Preset,
} from './lighthouse';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Row = { page: string; preset: Preset; figures: PageFigures };

async function lighthouseRuns(
  url: string,
  port: number,
  preset: Preset,
  before?: () => Promise<void>,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const lhr = await runLighthouse(url, port, preset, before !== undefined);
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      const name = `${preset}-${url.replace(/\W+/g, '_')}-${i}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
    }
    runs.push(figuresOf(lhr));
  }
  return medianFigures(runs);
}

/** A returning student with a cold HTTP cache: no cached responses, no service worker. */
function coldCacheKeepingData(port: number, origin: string): Promise<void> {
  return sendToPage(port, [
    { method: 'Network.clearBrowserCache' },
    {
      method: 'Storage.clearDataForOrigin',
      params: { origin, storageTypes: 'service_workers,cache_storage' },
    },
  ]);
}

/** Lighthouse runs on every page of `pages` and both presets, in a Chromium on `profile`. */
async function lighthouseOn(
  app: RunningApp,
  profile: string | false,
  pages: { path: string; label: string }[],
  keepData: boolean,
): Promise<Row[]> {
  const chrome = await launchChrome(profile);
  try {
    const rows: Row[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const { path: page, label } of pages) {
        const before = keepData ? () => coldCacheKeepingData(chrome.port, app.url) : undefined;
        const figures = await lighthouseRuns(`${app.url}${page}`, chrome.port, preset, before);
        rows.push({ page: label, preset, figures });
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function printLighthouse(rows: Row[]): void {
  const head = ['page', 'preset', 'Perf', 'LCP', 'FCP', 'TBT', 'CLS', 'A11y', 'BP', 'JS', 'all'];
  console.log(head.join('\t'));
  for (const { page, preset, figures: f } of rows) {
    console.log(
      [
        page,
        preset,
        f.performance,
        `${(f.lcpMs / 1000).toFixed(2)} s`,
        `${(f.fcpMs / 1000).toFixed(2)} s`,
        `${Math.round(f.tbtMs)} ms`,
        f.cls.toFixed(3),
        f.accessibility,
        f.bestPractices,
        kib(f.scriptBytes),
        kib(f.totalBytes),
      ].join('\t'),
    );
    if (f.failed.length) console.log(`  not passed: ${f.failed.join(', ')}`);
  }
  console.log(
    'targets (mobile): Perf >= 95, LCP <= 2.0 s, FCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.05, A11y 100, BP 100; desktop Perf >= 98',
  );
}

/**
 * Tap on the icon (navigation) to the first card of the big set, offline, service worker warm:
 * by the three clicks (the student left from the chat), and resumed (they left with the set open).
 */
async function repeatVisits(context: BrowserContext, app: RunningApp): Promise<RepeatVisitTimes> {
  const page = await context.newPage();
  const cdp = await goOfflineOnPhone(context, page, app.url);
  try {
    return await timeRepeatVisits(page, app.url, 5);
  } finally {
    await context.setOffline(false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
}

/** "median N ms (a, b, c…)" */
function medianOf(times: number[]): string {
  return `median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')})`;
}

interface WireBytes {
  requests: number;
  encoded: number;
  decoded: number;
}

/** Everything a first visit of `/` downloads, as sent (compressed) and as decoded. */
async function firstVisitBytes(app: RunningApp): Promise<WireBytes> {
  const browser = await launchBrowser();
  try {
    const page: Page = await browser.newPage({ viewport: MOBILE });
    const pending: Promise<[number, number]>[] = [];
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          return [sizes.responseBodySize, body.length];
        })(),
      );
    });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(pending);
    return {
      requests: sizes.length,
      encoded: sizes.reduce((sum, [encoded]) => sum + encoded, 0),
      decoded: sizes.reduce((sum, [, decoded]) => sum + decoded, 0),
    };
  } finally {
    await browser.close();
  }
}

/** The big set's JSON as the API sends it for each Accept-Encoding. */
async function cardSetBytes(app: RunningApp, token: string, fileId: number) {
  const sizes: Record<string, number> = {};
  for (const encoding of ['identity', 'gzip', 'br']) {
    const res = await app.built.app.inject({
      url: `/api/v1/files/${fileId}/flashcards`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
    const encoded = res.headers['content-encoding'];
    const plain =
      encoded === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload)
        : encoded === 'gzip'
          ? zlib.gunzipSync(res.rawPayload)
          : res.rawPayload;
    const count = (JSON.parse(plain.toString()) as { count: number }).count;
    if (count !== CARD_SET_SIZE) throw new Error(`the set has ${count} cards`);
    sizes[encoding] = res.rawPayload.length;
  }
  return sizes;
}

export async function benchPages(): Promise<void> {
  const app = await startApp();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-profile-'));
  let context: BrowserContext | null = null;
  try {
    console.log(`built app: ${app.staticDir}; Lighthouse median of ${RUNS} runs each`);
    const wire = await firstVisitBytes(app);
    console.log(
      `first visit of /: ${wire.requests} responses, ${kib(wire.encoded)} on the wire, ${kib(wire.decoded)} decoded`,
    );

    const publicPages = [
      { path: '/', label: '/' },
      { path: '/#/login', label: '/#/login' },
    ];
    const rows = await lighthouseOn(app, false, publicPages, false);
    context = await launchPersistent(profile);
    const library = await seedLibrary(app, context.pages()[0] ?? (await context.newPage()));
    await context.close();
    context = null;
    const chat = [{ path: '/#/chat', label: '/#/chat signed in' }];
    rows.push(...(await lighthouseOn(app, profile, chat, true)));
    printLighthouse(rows);

    const set = await cardSetBytes(app, library.token, library.bigSetFileId);
    console.log(
      `${CARD_SET_SIZE}-card set JSON: ${kib(set.identity ?? 0)} plain, ${kib(set.gzip ?? 0)} gzip, ${kib(set.br ?? 0)} Brotli`,
    );
    context = await launchPersistent(profile);
    const visits = await repeatVisits(context, app);
    const phone = `mobile (412x823, CPU ${MOBILE_CPU_SLOWDOWN}x slower), offline, service worker warm`;
    console.log(
      `offline repeat visit, ${phone}: tap -> the set left open shows its card, ${visits.resumedCard.length ? medianOf(visits.resumedCard) : 'not kept by this build'} (target < 1000 ms); tap -> that card answers a flip (app in), ${visits.resumedFlip.length ? medianOf(visits.resumedFlip) : '-'}`,
    );
    console.log(
      `offline repeat visit, ${phone}: tap -> Knowledge -> the file -> Flashcards -> first card of the ${CARD_SET_SIZE}-card set (left from the chat), ${medianOf(visits.threeClicks)}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
}
