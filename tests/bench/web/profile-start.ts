// Where the main thread's time goes while the entry pages start (a developer's tool, not a
// figure): `npx tsx tests/bench/web/profile-start.ts [page...]` after `npm run build` prints the
// main-thread figures of each page and the functions that cost the most, mapped back to the
// sources through dist-sourcemaps. BENCH_PROFILE_RUNS (3) runs per page; the CPU is unthrottled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, launchPersistent } from '../../e2e/browser';
import { startApp } from './app';
import { seedLibrary } from './library';
import { inclusiveTimes, selfTimes, sourceMapper } from './cpu-profile';
import { measureStart } from './main-thread';
import { coldCache, ENTRY_PAGES } from './start-pages';

const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const only = process.argv.slice(2);

const app = await startApp();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-profile-start-'));
const context = await launchPersistent(profileDir);
const browser = await launchBrowser();
const PHONE = { width: 412, height: 823 };
try {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!only.length || only.some((label) => label.includes('chat'))) await seedLibrary(app, page);
  await page.setViewportSize(PHONE);
  const label = sourceMapper(app.staticDir);
  for (const entry of ENTRY_PAGES) {
    if (only.length && !only.includes(entry.label)) continue;
    for (let i = 0; i < RUNS; i++) {
      const visitor = entry.signedIn ? null : await browser.newContext({ viewport: PHONE });
      const target = visitor ? await visitor.newPage() : page;
      if (entry.signedIn) await coldCache(page, app.url);
      const { figures, profile } = await measureStart(target, `${app.url}${entry.path}`, {
        ready: entry.ready,
        profile: i === RUNS - 1,
      });
      await visitor?.close();
      console.log(
        `${entry.label} run ${i + 1}: tasks ${Math.round(figures.tasksMs)} ms, blocking ${Math.round(figures.blockingMs)} ms, longest ${Math.round(figures.longestMs)} ms, ready ${Math.round(figures.readyMs)} ms`,
      );
      if (!profile) continue;
      console.log('  self time:');
      for (const [frame, ms] of selfTimes(profile).slice(0, 25)) {
        console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${label(frame)}`);
      }
      console.log('  inclusive time:');
      for (const [name, ms] of inclusiveTimes(profile, label).slice(0, 60)) {
        console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  await app.stop();
}
