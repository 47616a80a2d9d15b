// What the signed-in chat screen's Largest Contentful Paint is and what it waited for (a
// developer's tool, not a figure): `npx tsx tests/bench/web/lcp-probe.ts` after `npm run build`
// seeds a returning student, then opens `/#/chat` on the phone viewport with a cold HTTP cache
// (IndexedDB kept) and the CPU 4× slower, and prints each LCP candidate (element, text, time)
// and the responses that ended before the last one. BENCH_PROBE_RUNS (3) runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchPersistent } from '../../e2e/browser';
import { startApp } from './app';
import { seedLibrary } from './library';
import { coldCache } from './start-pages';

const RUNS = Number(process.env.BENCH_PROBE_RUNS ?? 3);
const PHONE = { width: 412, height: 823 };

interface Candidate {
  at: number;
  size: number;
  element: string;
}
interface Loaded {
  name: string;
  start: number;
  end: number;
  bytes: number;
}

const app = await startApp();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-lcp-probe-'));
const context = await launchPersistent(profileDir);
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await seedLibrary(app, page);
  await page.setViewportSize(PHONE);
  await context.addInitScript(() => {
    const found: unknown[] = [];
    (window as unknown as { __lcp: unknown[] }).__lcp = found;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        element?: Element | null;
        size: number;
      })[]) {
        const el = e.element;
        found.push({
          at: Math.round(e.startTime),
          size: e.size,
          element: el
            ? `${el.tagName.toLowerCase()}.${String(el.className)} "${(el.textContent ?? '').slice(0, 60)}"`
            : '(removed)',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    await coldCache(page, app.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${app.url}/#/chat`);
    await page.waitForTimeout(5000);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: Candidate[] }).__lcp);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const loaded = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: r.name.replace(location.origin, ''),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        bytes: r.transferSize,
      })),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const last = lcp.at(-1)?.at ?? 0;
    console.log(`run ${i + 1}: FCP ${Math.round(fcp)} ms, LCP ${last} ms`);
    for (const c of lcp) console.log(`  LCP candidate at ${c.at} ms, size ${c.size}: ${c.element}`);
    const before = (loaded as Loaded[]).filter((r) => r.end <= last);
    const bytes = before.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `  ${before.length} responses ended before the LCP (${(bytes / 1024).toFixed(1)} KiB):`,
    );
    for (const r of before) console.log(`    ${r.start}-${r.end} ms ${r.bytes} B ${r.name}`);
    const after = (loaded as Loaded[]).filter((r) => r.end > last);
    console.log(`  after it: ${after.map((r) => r.name.replace(/^.*\//, '')).join(' ')}`);
  }
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  await app.stop();
}
