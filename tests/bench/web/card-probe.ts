// Where the offline repeat visit's time goes (a developer's tool; the figure is the pages
// section's): `npx tsx tests/bench/web/card-probe.ts` after `npm run build` seeds a returning
// student, warms the service worker, then (offline, phone viewport, CPU 4× slower) times the tap
// on the icon to the first card of the 5,000-card set by the three clicks, and to the set left
// open, resumed (its card shown, then answering a flip). BENCH_PROBE_RUNS (5) runs of each.
// BENCH_PROBE_AB_DIR=<another build's dist> runs that build beside this one (port 8298, emulator
// 9600), seeded the same, its runs right after this one's: an A/B in the same window.
// BENCH_PROBE_STEPS=1 times each step of the three clicks instead, with a CPU profile of the last.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchPersistent } from '../../e2e/browser';
import { startApp, type AppPlace, type RunningApp } from './app';
import {
  BIG_SET_FILE,
  goOfflineOnPhone,
  seedLibrary,
  timeRepeatVisits,
  type RepeatVisitTimes,
} from './library';
import { inclusiveTimes, selfTimes, sourceMapper } from './cpu-profile';
import type { CpuProfile } from './main-thread';
import { median } from './lighthouse';

const RUNS = Number(process.env.BENCH_PROBE_RUNS ?? 5);
const AB_DIR = process.env.BENCH_PROBE_AB_DIR;

interface Subject {
  name: string;
  app: RunningApp;
  context: BrowserContext;
  profileDir: string;
}

async function setUp(name: string, place: AppPlace = {}): Promise<Subject> {
  const app = await startApp({}, place);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-card-probe-'));
  const context = await launchPersistent(profileDir);
  const page = context.pages()[0] ?? (await context.newPage());
  await seedLibrary(app, page);
  return { name, app, context, profileDir };
}

async function tearDown(subject: Subject): Promise<void> {
  await subject.context.close();
  fs.rmSync(subject.profileDir, { recursive: true, force: true });
  await subject.app.stop();
}

const round = (times: number[]) => times.map(Math.round).join(', ');
const summary = (times: number[]) =>
  times.length
    ? `median ${Math.round(median(times))} ms (${round(times)})`
    : 'not kept by this build';

async function visits(subject: Subject): Promise<RepeatVisitTimes> {
  const page = subject.context.pages()[0] ?? (await subject.context.newPage());
  await goOfflineOnPhone(subject.context, page, subject.app.url);
  const times = await timeRepeatVisits(page, subject.app.url, RUNS, (kind, ms) =>
    console.log(`  ${subject.name} ${kind}: ${round(ms)} ms`),
  );
  await subject.context.setOffline(false);
  return times;
}

const subjects: Subject[] = [];
try {
  subjects.push(
    await setUp(
      `this build (${path.relative(process.cwd(), process.env.BENCH_STATIC_DIR ?? 'dist')})`,
    ),
  );
  if (AB_DIR) {
    subjects.push(
      await setUp(`other build (${AB_DIR})`, {
        staticDir: AB_DIR,
        webPort: 8298,
        emulatorPort: 9600,
      }),
    );
  }
  if (process.env.BENCH_PROBE_STEPS === '1') await probeSteps(subjects[0] as Subject);
  else {
    const results: [Subject, RepeatVisitTimes][] = [];
    for (const subject of subjects) results.push([subject, await visits(subject)]);
    console.log(
      `load average (uptime): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [subject, times] of results) {
      console.log(`${subject.name}:`);
      console.log(`  tap -> resumed card shown: ${summary(times.resumedCard)}`);
      console.log(`  tap -> resumed card answers a flip: ${summary(times.resumedFlip)}`);
      console.log(`  tap -> three clicks -> first card: ${summary(times.threeClicks)}`);
    }
  }
} finally {
  for (const subject of subjects) await tearDown(subject);
}

/** Each step of the three clicks, and a CPU profile of the last run. */
async function probeSteps({ app, context }: Subject): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
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
    await page.keyboard.press('Escape');
  }
  await context.setOffline(false);
}
