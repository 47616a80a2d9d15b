// The job queue on PostgreSQL: our queue (server/jobs/job-queue.ts, SKIP LOCKED claims in
// round-robin order across users) against pg-boss 10.4.2 (the maintained queue; Node 20), for
// Mnemo's job profile: jobs of a few hundred ms to minutes, a handful of workers, users who upload
// files in bursts. Measured in the same run on one database each:
// - fairness: user A queues 30 jobs, then user B one; one worker: how many of A's jobs run before
//   B's (round-robin: 1 at most; first-come: 30). pg-boss orders by priority then creation time, so
//   B's job waits behind A's unless the caller computes rounds itself;
// - throughput of the queue alone: 200 queued jobs of 20 users claimed and completed by two
//   workers, jobs that do nothing.
import PgBoss from 'pg-boss';
import { openDatabase, type Db } from '../../server/db/database';
import { SqlJobQueue } from '../../server/jobs/job-queue';
import { postgresDatabase } from './api';
import { median } from './processing/stats';

interface QueueUnderTest {
  enqueue(userId: number, count: number): Promise<void>;
  /** Claims one job and completes it; the job's user, or null when none was waiting. */
  takeOne(): Promise<number | null>;
  close(): Promise<void>;
}

async function ourQueue(url: string): Promise<QueueUnderTest> {
  const db: Db = await openDatabase({ databaseUrl: url, dataDir: '' });
  const queue = new SqlJobQueue(db, 1000);
  const now = new Date().toISOString();
  const fileOf = async (userId: number) => {
    await db.kysely
      .insertInto('users')
      .values({ id: userId, firebase_uid: `u${userId}`, created_at: now, updated_at: now } as never)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await db.kysely
      .insertInto('files')
      .values({
        user_id: userId,
        file_name: 'f.txt',
        file_type: 'text',
        source_kind: 'text',
        status: 'uploaded',
        language: 'en',
        comprehension_level: 'Beginner',
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    async enqueue(userId, count) {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await fileOf(userId));
      await db.kysely.transaction().execute((tx) =>
        queue.enqueue(
          tx,
          ids.map((fileId) => ({ fileId, userId })),
        ),
      );
    },
    async takeOne() {
      const job = await queue.claim();
      if (!job) return null;
      await queue.complete(job.id);
      return job.user_id;
    },
    close: () => db.close(),
  };
}

async function pgBoss(url: string): Promise<QueueUnderTest> {
  const boss = new PgBoss({ connectionString: url, max: 10 });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.createQueue('process-file', {
    name: 'process-file',
    retryLimit: 2,
    expireInSeconds: 600,
  });
  return {
    async enqueue(userId, count) {
      await boss.insert(
        Array.from({ length: count }, () => ({ name: 'process-file', data: { userId } })),
      );
    },
    async takeOne() {
      const [job] = await boss.fetch<{ userId: number }>('process-file', { batchSize: 1 });
      if (!job) return null;
      await boss.complete('process-file', job.id);
      return job.data.userId;
    },
    close: () => boss.stop({ graceful: false, wait: true }),
  };
}

/** Of A's 30 jobs, how many ran before B's one (one worker). */
async function fairness(q: QueueUnderTest): Promise<number> {
  await q.enqueue(1, 30);
  await q.enqueue(2, 1);
  let before = 0;
  for (;;) {
    const user = await q.takeOne();
    if (user === 2 || user === null) return before;
    before++;
  }
}

/** Jobs per second through claim and completion (20 users x 10 queued, two workers). */
async function throughput(q: QueueUnderTest): Promise<number> {
  for (let u = 10; u < 30; u++) await q.enqueue(u, 10);
  const started = performance.now();
  let done = 0;
  const worker = async () => {
    while ((await q.takeOne()) !== null) done++;
  };
  await Promise.all([worker(), worker()]);
  return done / ((performance.now() - started) / 1000);
}

export async function benchQueue(): Promise<Record<string, number>> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!admin) {
    console.log('skipped: set BENCH_DATABASE_URL=postgres://…');
    return {};
  }
  const rows: [string, number, number][] = [];
  for (const [label, make] of [
    ['ours (jobs table)', ourQueue],
    ['pg-boss 10.4.2', pgBoss],
  ] as const) {
    const runs = { fair: [] as number[], rate: [] as number[] };
    for (let run = 0; run < 3; run++) {
      const database = await postgresDatabase();
      if (!database) break;
      const q = await make(database.url);
      try {
        runs.fair.push(await fairness(q));
        runs.rate.push(await throughput(q));
      } finally {
        await q.close();
        await database.drop();
      }
    }
    rows.push([label, median(runs.fair), median(runs.rate)]);
  }
  console.log('\nJob queue on PostgreSQL, median of 3 runs each, same machine and load');
  console.log(
    "| queue | A's jobs run before B's one (of 30) | jobs/s claimed and completed, queue alone (200 of 20 users, 2 workers) |",
  );
  console.log('|---|---|---|');
  for (const [label, fair, rate] of rows)
    console.log(`| ${label} | ${fair} | ${rate.toFixed(0)} |`);
  return Object.fromEntries(
    rows.flatMap(([l, f, r]) => [
      [`${l}_fair`, f],
      [`${l}_rate`, r],
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchQueue();
}
