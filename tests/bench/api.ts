// GET /api/v1/files under load: 100 files, 50 concurrent connections (autocannon), for SQLite and,
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, PostgreSQL too.
// Then responsiveness: the same call's latency for a few clients while the server processes a
// 300-page PDF, against the same clients on an idle server. Then fair processing (fairness.ts).
// The server runs as its own process, as `npm start` runs it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startAuthEmulator } from '../../server/auth/emulator';
import { registerTestUser, signUpTestUser } from '../helpers/emulator';
import { benchFairness, printFairness } from './fairness';
import { median } from './processing/stats';
import { startServer } from './server';
import { textbookPdf } from './processing/textbook';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);

async function seed(base: string, token: string): Promise<void> {
  for (let batch = 0; batch < 10; batch++) {
    const fd = new FormData();
    for (let i = 0; i < 10; i++)
      fd.append(
        'files',
        new Blob([`Notes ${batch}-${i}: osmosis moves water.`]),
        `notes-${batch}-${i}.txt`,
      );
    const res = await fetch(`${base}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: fd,
    });
    if (!res.ok) throw new Error(`seeding failed: ${res.status}`);
  }
}

async function measure(label: string, env: Record<string, string>, emulatorUrl: string) {
  const server = await startServer(env);
  try {
    const base = `http://127.0.0.1:${env.PORT}`;
    const user = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    await seed(base, user.idToken);
    const run = (duration: number) =>
      autocannon({
        url: `${base}/api/v1/files?page=1&page_size=10`,
        connections: 50,
        duration,
        headers: { authorization: `Bearer ${user.idToken}` },
      });
    await run(2); // warm-up
    const result = await run(DURATION_S);
    if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers`);
    return {
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  } finally {
    server.kill('SIGTERM');
  }
}

const CLIENTS = 4;

type FileList = { items: { status: string }[] };

/**
 * Latencies (ms) of back-to-back calls by CLIENTS clients; each answer (the file list) goes to
 * `done`, which says when to stop.
 */
async function probe(url: string, token: string, done: (answer: FileList) => boolean) {
  const latencies: number[] = [];
  let stop = false;
  const client = async () => {
    while (!stop) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const answer = (await res.json()) as FileList;
      if (!res.ok) throw new Error(`probe answered ${res.status}`);
      latencies.push(performance.now() - started);
      stop ||= done(answer);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return latencies;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function responsiveness(env: Record<string, string>, emulatorUrl: string) {
  const server = await startServer({ ...env, PROCESSING_CONCURRENCY: '1' });
  try {
    const base = `http://127.0.0.1:${env.PORT}`;
    const user = await registerTestUser(base, await signUpTestUser(emulatorUrl));
    const url = `${base}/api/v1/files?page=1&page_size=10`;
    const idleUntil = performance.now() + 3000;
    const idle = await probe(url, user.idToken, () => performance.now() > idleUntil);
    const fd = new FormData();
    fd.append('files', new Blob([new Uint8Array(textbookPdf(300))]), 'textbook.pdf');
    const upload = await fetch(`${base}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}` },
      body: fd,
    });
    if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
    const started = performance.now();
    let status = 'uploaded';
    const busy = await probe(url, user.idToken, (answer) => {
      status = answer.items[0]?.status ?? status;
      return status === 'processed' || status === 'failed';
    });
    if (status !== 'processed') throw new Error('the PDF did not process');
    return { idle, busy, seconds: (performance.now() - started) / 1000 };
  } finally {
    server.kill('SIGTERM');
  }
}

export async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `mnemo_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

export async function benchApi(): Promise<Record<string, number>> {
  const emulator = startAuthEmulator({
    host: '127.0.0.1',
    port: 9599,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), 'mnemo-bench-emulator'),
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-'));
  const pgDb = await postgresDatabase();
  const figures: Record<string, number> = {};
  try {
    await emulator.ready;
    const common = {
      HOST: '127.0.0.1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9599',
      STATIC_DIR: path.join(dataDir, 'none'),
    };
    const rows = [
      await measure(
        'SQLite',
        { ...common, PORT: '8311', DATA_DIR: path.join(dataDir, 'sqlite') },
        emulator.url,
      ),
    ];
    if (pgDb)
      rows.push(
        await measure(
          'PostgreSQL',
          { ...common, PORT: '8312', DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: pgDb.url },
          emulator.url,
        ),
      );
    console.log('\nGET /api/v1/files (100 files, 50 connections, %d s)', DURATION_S);
    console.log('| database | req/s | p50 ms | p99 ms | target |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) {
      const target = r.label === 'SQLite' ? '>= 3000 req/s, p99 < 25 ms' : '-';
      console.log(`| ${r.label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${target} |`);
      figures[`${r.label.toLowerCase()}_rps`] = r.rps;
      figures[`${r.label.toLowerCase()}_p99_ms`] = r.p99;
    }
    if (rows.length === 1)
      console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it)');

    const r = await responsiveness(
      { ...common, PORT: '8313', DATA_DIR: path.join(dataDir, 'busy') },
      emulator.url,
    );
    console.log(
      `\nGET /api/v1/files, ${CLIENTS} clients back to back, SQLite, while a 300-page PDF processes`,
    );
    console.log('| server | calls | p50 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|');
    for (const [label, values] of [
      ['idle', r.idle],
      [`processing (${r.seconds.toFixed(1)} s, upload to processed)`, r.busy],
    ] as const) {
      const cells = [median(values), percentile(values, 99), Math.max(...values)];
      console.log(
        `| ${label} | ${values.length} | ${cells.map((v) => v.toFixed(1)).join(' | ')} |`,
      );
    }
    figures.busy_p99_ms = percentile(r.busy, 99);
    figures.idle_p99_ms = percentile(r.idle, 99);

    const fair = [
      {
        label: 'SQLite',
        ...(await benchFairness(
          { ...common, PORT: '8314', DATA_DIR: path.join(dataDir, 'fair') },
          emulator.url,
        )),
      },
    ];
    const fairPg = await postgresDatabase();
    if (fairPg) {
      try {
        fair.push({
          label: 'PostgreSQL',
          ...(await benchFairness(
            {
              ...common,
              PORT: '8315',
              DATA_DIR: path.join(dataDir, 'fair-pg'),
              DATABASE_URL: fairPg.url,
            },
            emulator.url,
          )),
        });
      } finally {
        await fairPg.drop();
      }
    }
    printFairness(fair);
    for (const f of fair) {
      figures[`${f.label.toLowerCase()}_fair_wait_s`] = f.waitS;
      figures[`${f.label.toLowerCase()}_fair_pdf_job_s`] = f.pdfJobS;
    }
  } finally {
    await emulator.stop();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApi();
}
