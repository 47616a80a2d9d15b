// Where the offline repeat visit's time goes (a developer's tool, not a figure):
// `npx tsx tests/bench/web/card-probe.ts` after `npm run build` seeds a returning student, warms
// the service worker, then (offline, phone viewport, CPU 4× slower) times each step from the tap
// on the icon to the first card of the 5,000-card set. BENCH_PROBE_RUNS (5) runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchPersistent } from '../../e2e/browser';
import { startApp } from './app';
import { BIG_SET_FILE, goOfflineOnPhone, seedLibrary } from './library';
import { inclusiveTimes, selfTimes, sourceMapper } from './cpu-profile';
import type { CpuProfile } from './main-thread';

const RUNS = Number(process.env.BENCH_PROBE_RUNS ?? 5);

const app = await startApp();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-card-probe-'));
const context = await launchPersistent(profileDir);
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await seedLibrary(app, page);
  const cdp = await goOfflineOnPhone(context, page, app.url);
  const label = sourceMapper(app.staticDir);
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    const profiling = i === RUNS - 1;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const t0 = performance.now();
    const marks: string[] = [];
    const mark = (name: string) => marks.push(`${name} ${Math.round(performance.now() - t0)}`);
    await page.goto(`${app.url}/#/chat`);
    mark('goto');
    await page.getByRole('tab', { name: 'Knowledge' }).click();
    mark('knowledge');
    await page.getByText(BIG_SET_FILE).first().click();
    mark('file');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Flashcards' }).click();
    mark('flashcards');
    await dialog.getByText(/^Card 1 of \d+$/).waitFor({ timeout: 60_000 });
    mark('card');
    const inPage = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/assets/'))
        .map((r) => `${r.name.replace(/^.*\//, '')}@${Math.round(r.startTime)}`)
        .join(' '),
    );
    console.log(`run ${i + 1}: ${marks.join(', ')} ms`);
    if (profiling) {
      const profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
      for (const [frame, ms] of selfTimes(profile).slice(0, 30)) {
        console.log(`    self ${ms.toFixed(1).padStart(7)} ms  ${label(frame)}`);
      }
      for (const [name, ms] of inclusiveTimes(profile, label).slice(0, 70)) {
        console.log(`    incl ${ms.toFixed(1).padStart(7)} ms  ${name}`);
      }
    }
    console.log(`  assets: ${inPage}`);
  }
  await context.setOffline(false);
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  await app.stop();
}
