// Scale-out (issue 15): 200 small uploads sent at once (20 users, 10 text files each), processed
// end to end, by one process (API + processing, PROCESSING_CONCURRENCY=1, the default) and by two
// API processes (PROCESSING_CONCURRENCY=0, uploads sent to both in turn) + two `npm run worker`
// processes (one job at a time each). One process with PROCESSING_CONCURRENCY=2 is measured too:
// on one machine, threads of one process use the cores as well as processes do. All on PostgreSQL
// with the disk store in one shared DATA_DIR/files (S3 would add an in-process s3rver to the
// driver's CPU). Throughput = files / (first upload sent .. last file processed), median of runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startAuthEmulator } from '../../server/auth/emulator';
import { registerTestUser, signUpTestUser, type TestUser } from '../helpers/emulator';
import {
  freePort,
  startApiProcess,
  startWorkerProcess,
  type ApiProcess,
  type MnemoProcess,
} from '../helpers/mnemo-processes';
import { postgresDatabase } from './api';
import { median } from './processing/stats';

const FILES = 200;
const USERS = 20;
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);

interface Layout {
  label: string;
  apis: number;
  workers: number;
  /** PROCESSING_CONCURRENCY of the API processes. */
  apiConcurrency: number;
}

const LAYOUTS: Layout[] = [
  { label: '1 process (concurrency 1)', apis: 1, workers: 0, apiConcurrency: 1 },
  { label: '2 API + 2 workers', apis: 2, workers: 2, apiConcurrency: 0 },
  { label: '1 process (concurrency 2)', apis: 1, workers: 0, apiConcurrency: 2 },
];

async function upload(base: string, user: TestUser, i: number): Promise<void> {
  const fd = new FormData();
  fd.append(
    'files',
    new Blob([
      `Lecture ${i}. Osmosis moves water across a semipermeable membrane toward the higher solute concentration. Diffusion spreads molecules from high to low concentration. Active transport uses ATP to pump ions against their gradient.\n`,
    ]),
    `notes-${i}.txt`,
  );
  const res = await fetch(`${base}/api/v1/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}` },
    body: fd,
  });
  if (!res.ok) throw new Error(`upload ${i} failed: ${res.status} ${await res.text()}`);
}

/** Seconds from the first upload sent to the last of FILES processed. */
async function runOnce(layout: Layout, emulatorUrl: string, emulatorHost: string) {
  const database = await postgresDatabase();
  if (!database) throw new Error('no PostgreSQL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-scale-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    URL_SIGNING_SECRET: 'bench-scale-shared-signing-secret',
    STATIC_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const processes: MnemoProcess[] = [];
  const client = new pg.Client({ connectionString: database.url });
  try {
    const apis: ApiProcess[] = [];
    for (let i = 0; i < layout.apis; i++) {
      const api = await startApiProcess({
        ...env,
        PROCESSING_CONCURRENCY: String(layout.apiConcurrency),
      });
      processes.push(api);
      apis.push(api);
    }
    for (let i = 0; i < layout.workers; i++)
      processes.push(await startWorkerProcess({ ...env, PROCESSING_CONCURRENCY: '1' }));
    await client.connect();
    const users: TestUser[] = [];
    for (let u = 0; u < USERS; u++)
      users.push(
        await registerTestUser(apis[u % apis.length]?.url ?? '', await signUpTestUser(emulatorUrl)),
      );
    const started = performance.now();
    await Promise.all(
      Array.from({ length: FILES }, (_, i) =>
        upload(apis[i % apis.length]?.url ?? '', users[i % USERS] as TestUser, i),
      ),
    );
    const uploadedS = (performance.now() - started) / 1000;
    for (;;) {
      const { rows } = await client.query<{ done: string; failed: string }>(
        "select count(*) filter (where status = 'processed') as done, count(*) filter (where status = 'failed') as failed from files",
      );
      if (Number(rows[0]?.failed) > 0) throw new Error(`${rows[0]?.failed} file(s) failed`);
      if (Number(rows[0]?.done) >= FILES) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { seconds: (performance.now() - started) / 1000, uploadedS };
  } finally {
    await client.end().catch(() => undefined);
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchScale(): Promise<Record<string, number>> {
  if (!(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
    console.log('skipped: set BENCH_DATABASE_URL=postgres://… (several processes need PostgreSQL)');
    return {};
  }
  const port = await freePort();
  const emulator = startAuthEmulator({
    host: '127.0.0.1',
    port,
    projectId: 'demo-mnemo',
    workDir: path.join(os.tmpdir(), `mnemo-bench-scale-emulator-${port}`),
  });
  const figures: Record<string, number> = {};
  try {
    await emulator.ready;
    const results = new Map<string, { seconds: number[]; uploads: number[] }>();
    // Layouts interleaved run by run, so a change of the machine's load touches each alike.
    for (let run = 0; run < RUNS; run++)
      for (const layout of LAYOUTS) {
        const r = await runOnce(layout, emulator.url, `127.0.0.1:${port}`);
        console.log(
          `  run ${run + 1}, ${layout.label}: ${r.seconds.toFixed(1)} s (uploads answered in ${r.uploadedS.toFixed(1)} s), load average ${os.loadavg()[0]?.toFixed(1)}`,
        );
        const entry = results.get(layout.label) ?? { seconds: [], uploads: [] };
        entry.seconds.push(r.seconds);
        entry.uploads.push(r.uploadedS);
        results.set(layout.label, entry);
      }
    const base = median(results.get(LAYOUTS[0]?.label ?? '')?.seconds ?? []);
    console.log(
      `\n${FILES} small text uploads at once (${USERS} users), upload to processed, PostgreSQL, median of ${RUNS} runs, load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log('| layout | all uploads answered s | all processed s | files/s | vs 1 process |');
    console.log('|---|---|---|---|---|');
    for (const layout of LAYOUTS) {
      const r = results.get(layout.label);
      if (!r) continue;
      const s = median(r.seconds);
      console.log(
        `| ${layout.label} | ${median(r.uploads).toFixed(1)} | ${s.toFixed(1)} | ${(FILES / s).toFixed(1)} | ${(base / s).toFixed(2)}x |`,
      );
      const key = layout.label.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
      figures[`${key}_files_per_s`] = FILES / s;
    }
  } finally {
    await emulator.stop();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchScale();
}
