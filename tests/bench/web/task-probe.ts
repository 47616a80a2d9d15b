// What each long task of the signed-in chat screen's start does (a developer's tool, not a
// figure): `npx tsx tests/bench/web/task-probe.ts` after `npm run build` seeds a returning
// student, opens `/#/chat` on the phone viewport with a cold HTTP cache (IndexedDB kept) and the
// CPU 4× slower (what Lighthouse's mobile preset simulates), and prints every main-thread task
// over 50 ms after the first paint (the ones Total Blocking Time adds up) with the source
// functions its CPU samples fell in, mapped through dist-sourcemaps. BENCH_PROBE_RUNS (2) runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchPersistent } from '../../e2e/browser';
import { startApp } from './app';
import { sourceMapper } from './cpu-profile';
import { seedLibrary } from './library';
import { collectTrace, type CpuProfile } from './main-thread';
import { coldCache } from './start-pages';

const RUNS = Number(process.env.BENCH_PROBE_RUNS ?? 2);
const PHONE = { width: 412, height: 823 };
const LONG_TASK_MS = 50;

/** The `top` source functions (deepest frame of our own code, else the leaf) of samples in [from, to). */
function samplesIn(
  profile: CpuProfile,
  from: number,
  to: number,
  label: (f: CpuProfile['nodes'][number]['callFrame']) => string,
) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const spent = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at >= to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let name = '';
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame) break;
      const mapped = label(frame);
      if (!name && frame.url) name = mapped.replace(/^.* /, '');
      if (/ (src|workers|contract|engine)\//.test(mapped)) {
        name = mapped;
        break;
      }
    }
    spent.set(name || '(program)', (spent.get(name || '(program)') ?? 0) + ms);
  });
  return [...spent.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
}

const app = await startApp();
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-task-probe-'));
const context = await launchPersistent(profileDir);
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await seedLibrary(app, page);
  await page.setViewportSize(PHONE);
  const label = sourceMapper(app.staticDir);
  for (let run = 0; run < RUNS; run++) {
    await page.goto('about:blank');
    await coldCache(page, app.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events = await collectTrace(cdp, async () => {
      await page.goto(`${app.url}/#/chat`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000);
    }, ['loading', 'toplevel']);
    const profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const main = events.find(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((n) => n.name === 'firstContentfulPaint' && n.pid === e.pid),
    );
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid);
    const navigation = events
      .filter((e) => e.name === 'navigationStart' && e.pid === main?.pid && e.ts <= (fcp?.ts ?? 0))
      .sort((a, b) => a.ts - b.ts)
      .at(-1);
    if (!main || !navigation || !fcp) {
      const names = new Set(events.map((e) => e.name).filter((n) => /aint|avigation/.test(n)));
      throw new Error(`no main thread, navigation or FCP in the trace: ${[...names].join(', ')}`);
    }
    const long = events.filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ts >= fcp.ts &&
        (e.dur ?? 0) / 1000 > LONG_TASK_MS,
    );
    if (process.env.DEBUG_PROBE) {
      const runs = events.filter((e) => e.name === 'RunTask');
      console.log(
        'main',
        main.pid,
        main.tid,
        'runtasks',
        runs.length,
        [...new Set(runs.map((e) => `${e.pid}:${e.tid}`))].join(' '),
        'max',
        Math.max(...runs.map((e) => e.dur ?? 0)),
      );
    }
    const blocking = long.reduce((sum, e) => sum + (e.dur ?? 0) / 1000 - LONG_TASK_MS, 0);
    console.log(
      `run ${run + 1}: FCP ${Math.round((fcp.ts - navigation.ts) / 1000)} ms, ${long.length} tasks over ${LONG_TASK_MS} ms after it, blocking ${Math.round(blocking)} ms`,
    );
    for (const task of long) {
      const start = task.ts;
      const end = task.ts + (task.dur ?? 0);
      console.log(
        `  at ${Math.round((start - navigation.ts) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms:`,
      );
      for (const [name, ms] of samplesIn(profile, start, end, label)) {
        console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${name}`);
      }
    }
  }
} finally {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
  await app.stop();
}
