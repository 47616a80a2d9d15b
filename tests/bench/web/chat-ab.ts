// A/B of the signed-in chat screen's Lighthouse mobile figures between two builds, runs
// alternated in one window (a developer's tool): BENCH_AB_BEFORE and BENCH_AB_AFTER are built
// dist directories; BENCH_AB_RUNS (5) runs each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchPersistent } from '../../e2e/browser';
import { startApp, type RunningApp } from './app';
import { launchChrome, sendToPage } from './chrome';
import { seedLibrary } from './library';
import { figuresOf, median, runLighthouse } from './lighthouse';

const RUNS = Number(process.env.BENCH_AB_RUNS ?? 5);
const builds = [
  { name: 'before', dir: process.env.BENCH_AB_BEFORE ?? '', port: 4421, auth: 9461 },
  { name: 'after', dir: process.env.BENCH_AB_AFTER ?? '', port: 4423, auth: 9465 },
];

const started: { name: string; app: RunningApp; profile: string }[] = [];
try {
  for (const build of builds) {
    process.env.BENCH_STATIC_DIR = build.dir;
    process.env.BENCH_WEB_PORT = String(build.port);
    process.env.BENCH_AUTH_EMULATOR_PORT = String(build.auth);
    const app = await startApp();
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-chat-ab-'));
    started.push({ name: build.name, app, profile });
    const context = await launchPersistent(profile);
    await seedLibrary(app, context.pages()[0] ?? (await context.newPage()));
    await context.close();
  }
  const chromes = await Promise.all(started.map((s) => launchChrome(s.profile)));
  const tbt: Record<string, number[]> = { before: [], after: [] };
  const perf: Record<string, number[]> = { before: [], after: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const [k, s] of started.entries()) {
        const port = chromes[k]?.port ?? 0;
        await sendToPage(port, [
          { method: 'Network.clearBrowserCache' },
          {
            method: 'Storage.clearDataForOrigin',
            params: { origin: s.app.url, storageTypes: 'service_workers,cache_storage' },
          },
        ]);
        const f = figuresOf(await runLighthouse(`${s.app.url}/#/chat`, port, 'mobile', true));
        tbt[s.name]?.push(Math.round(f.tbtMs));
        perf[s.name]?.push(f.performance);
        console.log(
          `${s.name} run ${i + 1}: TBT ${Math.round(f.tbtMs)} ms, Perf ${f.performance}, LCP ${Math.round(f.lcpMs)} ms`,
        );
      }
    }
  } finally {
    for (const chrome of chromes) chrome.kill();
  }
  for (const name of ['before', 'after']) {
    const t = tbt[name] ?? [];
    console.log(
      `${name}: TBT median ${median(t)} ms (${t.join(', ')}), Perf median ${median(perf[name] ?? [])}`,
    );
  }
} finally {
  for (const s of started) {
    await s.app.stop();
    fs.rmSync(s.profile, { recursive: true, force: true });
  }
}
