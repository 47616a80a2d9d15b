// `npm run test:fuzz`: at least 1,000 malformed files of every supported type through the real
// extractors, in worker threads as processing runs them. Every file must end with its text or a
// refusal a student can read, within the time limit; the process's memory must stay bounded.
// Prints the counts; exits 1 on any crash, hang or memory overrun.
//   FUZZ_FILES (1000), FUZZ_SEED (18), FUZZ_WORKERS (2), FUZZ_TIMEOUT_SECONDS (30),
//   FUZZ_MAX_RSS_MB (300 per worker above the start)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compile } from '../../scripts/build-server';
import { WORKER_RESOURCE_LIMITS } from '../../server/jobs/run-in-thread';
import { fuzzCases, type FuzzCase } from './corpus';
import type { FuzzOutcome, FuzzRequest } from './worker';

const FILES = Number(process.env.FUZZ_FILES ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const WORKERS = Number(process.env.FUZZ_WORKERS ?? 2);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_SECONDS ?? 30) * 1000;
const MAX_RSS_MB = Number(process.env.FUZZ_MAX_RSS_MB ?? 300 * WORKERS);
/** A worker is replaced after this many files, as processing gives each job a fresh thread. */
const RECYCLE_AFTER = 100;
/** The worker compiled as processing's threads are (scripts/build-server.ts): plain JavaScript. */
const WORKER_SOURCE = path.join(import.meta.dirname, 'worker.ts');
const WORKER_OUTPUT = path.join(import.meta.dirname, '../../dist-server/fuzz-worker.mjs');
let workerScript: string = WORKER_OUTPUT;

type Outcome = FuzzOutcome['outcome'] | 'hung';

interface Result {
  fuzz: FuzzCase;
  outcome: Outcome;
  detail: string;
  ms: number;
}

class Slot {
  private worker: Worker | null = null;
  private served = 0;

  private fresh(): Worker {
    if (!this.worker || this.served >= RECYCLE_AFTER) {
      void this.worker?.terminate();
      this.worker = new Worker(workerScript, {
        resourceLimits: WORKER_RESOURCE_LIMITS,
        stdout: true,
        execArgv: [],
      });
      this.served = 0;
    }
    this.served += 1;
    return this.worker;
  }

  /** Runs one request; a worker that hangs or dies is replaced. */
  run(request: FuzzRequest): Promise<{ outcome: Outcome; detail: string }> {
    const worker = this.fresh();
    return new Promise((resolve) => {
      const done = (value: { outcome: Outcome; detail: string }, replace: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (replace) {
          void worker.terminate();
          this.worker = null;
        }
        resolve(value);
      };
      const onMessage = (message: FuzzOutcome) => {
        if (message.id === request.id) done(message, false);
      };
      const onError = (error: Error) => done({ outcome: 'crashed', detail: error.message }, true);
      const onExit = (code: number) =>
        done({ outcome: 'crashed', detail: `worker exited with ${code}` }, true);
      const timer = setTimeout(
        () => done({ outcome: 'hung', detail: `no answer in ${TIMEOUT_MS / 1000} s` }, true),
        TIMEOUT_MS,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}

function count<K extends string>(keys: K[]): Map<K, number> {
  const out = new Map<K, number>();
  for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
  return out;
}

function table(title: string, rows: Map<string, Map<Outcome, number>>): void {
  const outcomes: Outcome[] = ['extracted', 'refused', 'crashed', 'hung'];
  console.log(`\n| ${title} | ${outcomes.join(' | ')} | total |`);
  console.log(`|---|${outcomes.map(() => '---|').join('')}---|`);
  for (const [key, byOutcome] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    const cells = outcomes.map((o) => byOutcome.get(o) ?? 0);
    console.log(`| ${key} | ${cells.join(' | ')} | ${cells.reduce((a, b) => a + b, 0)} |`);
  }
}

function groupBy(results: Result[], key: (r: Result) => string): Map<string, Map<Outcome, number>> {
  const groups = new Map<string, Result[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return new Map([...groups].map(([k, rs]) => [k, count(rs.map((r) => r.outcome))]));
}

async function main(): Promise<void> {
  workerScript = await compile(WORKER_SOURCE, WORKER_OUTPUT);
  const cases = fuzzCases(FILES, SEED);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-fuzz-'));
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const results: Result[] = [];
  let next = 0;
  const slots = Array.from({ length: WORKERS }, () => new Slot());
  try {
    await Promise.all(
      slots.map(async (slot) => {
        while (next < cases.length) {
          const id = next++;
          const fuzz = cases[id];
          if (!fuzz) break;
          const file = path.join(dir, `${id}-${fuzz.fileName}`);
          fs.writeFileSync(file, fuzz.bytes);
          const t0 = performance.now();
          const { outcome, detail } = await slot.run({ id, path: file, fileName: fuzz.fileName });
          results.push({ fuzz, outcome, detail, ms: performance.now() - t0 });
          fs.rmSync(file, { force: true });
          if (results.length % 100 === 0) {
            process.stdout.write(`  ${results.length}/${cases.length} files\n`);
          }
        }
        await slot.close();
      }),
    );
  } finally {
    clearInterval(sampler);
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const seconds = (performance.now() - started) / 1000;
  const aboveStartMb = (peakRss - startRss) / 1024 / 1024;
  console.log(
    `\nFuzz: ${results.length} malformed files (seed ${SEED}), ${WORKERS} worker threads, ${seconds.toFixed(1)} s`,
  );
  table(
    'seed type',
    groupBy(results, (r) => r.fuzz.kind),
  );
  table(
    'damage',
    groupBy(results, (r) => r.fuzz.mutation.replace(/^nested:.*/, 'nested archive')),
  );
  const slowest = [...results].sort((a, b) => b.ms - a.ms)[0];
  console.log(
    `\nslowest file: ${slowest?.fuzz.fileName ?? '-'} (${slowest?.fuzz.mutation ?? '-'}) ${((slowest?.ms ?? 0) / 1000).toFixed(2)} s`,
  );
  console.log(
    `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB, ${aboveStartMb.toFixed(0)} MB above the start (limit ${MAX_RSS_MB} MB)`,
  );

  const bad = results.filter((r) => r.outcome === 'crashed' || r.outcome === 'hung');
  for (const r of bad.slice(0, 20)) {
    console.log(
      `\n${r.outcome.toUpperCase()}: ${r.fuzz.fileName} (${r.fuzz.kind}, ${r.fuzz.mutation})`,
    );
    console.log(r.detail.split('\n').slice(0, 6).join('\n'));
  }
  const failed = bad.length > 0 || aboveStartMb > MAX_RSS_MB || results.length < FILES;
  console.log(failed ? '\nFUZZ FAILED' : '\nfuzz passed: no crash, no hang, memory bounded');
  process.exitCode = failed ? 1 : 0;
}

await main();
