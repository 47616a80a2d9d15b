// Spaced repetition figures: building the due queue over 10,000 cards in a real IndexedDB
// (Chromium, the app's own Dexie schema and queue code), and replaying 100,000 review logs on
// the server (SQLite: read, replay with ts-fsrs, write each card's state).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { openDatabase } from '../../server/db/database';
import { ReviewsRepository } from '../../server/db/reviews-repository';
import { replayRows, ReviewsService } from '../../server/services/reviews';
import { median } from './processing/stats';
import { flashcardRow, insertProcessedTextFile } from './seed-rows';

const CARDS = 10_000;
const LOGS = 100_000;
const CARDS_REPLAYED = 2_000;

async function dueQueueInChromium(): Promise<{ median: number; due: number; fresh: number }> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'reviews/due-queue-page.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const server = http.createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><script src="/bench.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const result = await page.evaluate(([cards, runs]) => window.benchDueQueue(cards, runs), [
      CARDS,
      11,
    ] as const);
    // The first run warms the JIT and IndexedDB's caches; the median is of the rest.
    return { median: median(result.times.slice(1)), due: result.due, fresh: result.fresh };
  } finally {
    await browser.close();
    server.close();
  }
}

async function replayOnServer(): Promise<{
  full: number;
  cpu: number;
  pure: number;
  cards: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-reviews-'));
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const now = new Date().toISOString();
    const user = await db.kysely
      .insertInto('users')
      .values({
        firebase_uid: 'bench',
        email: null,
        subscription_status: 'active',
        plan: 'free',
        trial_end: null,
        card_brand: null,
        card_last4: null,
        card_exp_month: null,
        card_exp_year: null,
        billing_customer_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fileId = await insertProcessedTextFile(db.kysely, user.id, 'bench.txt');
    const cardIds: number[] = [];
    for (let i = 0; i < CARDS_REPLAYED; i += 1) {
      const card = await db.kysely
        .insertInto('flashcards')
        .values(flashcardRow(user.id, fileId, `Q${i}`, `A${i}`, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      cardIds.push(card.id);
    }
    // 50 reviews a card over two years: mostly Good, some Again, Hard and Easy.
    const start = Date.parse('2024-01-01T08:00:00Z');
    const rows = [];
    for (let n = 0; n < LOGS; n += 1) {
      const card = cardIds[n % CARDS_REPLAYED] as number;
      const step = Math.floor(n / CARDS_REPLAYED);
      const rating = [3, 3, 1, 3, 2, 3, 4, 3][(n * 31 + step) % 8] as number;
      rows.push({
        user_id: user.id,
        flashcard_id: card,
        log_id: `log-${n}`,
        rating,
        reviewed_at: start + step * 14 * 86_400_000 + (n % 997) * 1000,
        retention: 0.9,
        duration_ms: 4000,
        source: 'review' as const,
        state_before: null,
        created_at: now,
      });
    }
    await new ReviewsRepository(db.kysely, db.dialect).insertLogs(rows);
    const service = new ReviewsService(db);
    const owner = { id: user.id, uid: 'bench', email: null };
    const full: number[] = [];
    const cpu: number[] = [];
    let cards = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      cards = await service.rebuild(owner);
      const used = process.cpuUsage(cpuStart);
      full.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const logs = await new ReviewsRepository(db.kysely, db.dialect).logsOfOwner(user.id);
    const pure: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      replayRows(logs);
      pure.push(performance.now() - started);
    }
    return { full: median(full), cpu: median(cpu), pure: median(pure), cards };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchReviews(): Promise<void> {
  // Wall times on a shared machine: the load says how shared it was.
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const queue = await dueQueueInChromium();
  console.log(
    `due queue over ${CARDS.toLocaleString('en')} cards in IndexedDB (Chromium): median ${queue.median.toFixed(1)} ms of 10 runs (${queue.due} due now, ${queue.fresh} new today)  target < 50 ms`,
  );
  const replay = await replayOnServer();
  console.log(
    `server replay of ${LOGS.toLocaleString('en')} review logs (${replay.cards.toLocaleString('en')} cards, SQLite): median ${(replay.full / 1000).toFixed(2)} s of 3 (read, replay, write states; ${(replay.cpu / 1000).toFixed(2)} s of CPU), replay alone ${(replay.pure / 1000).toFixed(2)} s  target < 2 s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReviews();
