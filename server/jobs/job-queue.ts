import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, JobRow } from '../db/schema';
import { RateLimitedError } from '../errors';
import { nowIso } from '../time';
import { JOBS_CHANNEL } from './job-wakeups';

export interface JobInput {
  fileId: number;
  userId: number;
}

export const QUEUE_MESSAGES = {
  full: (waiting: number, adding: number, limit: number) =>
    waiting >= limit
      ? `You already have ${waiting} files waiting to be processed, the most one account may have at a time. Upload more once some of them are done.`
      : `This upload would put ${waiting + adding} files in your processing queue, and at most ${limit} may wait at a time (${waiting} are waiting now). Upload fewer files, or wait until some are done.`,
} as const;

/** How long a user whose queue is full is asked to wait before trying again. */
export const QUEUE_FULL_RETRY_SECONDS = 60;

/**
 * Durable processing jobs, served fairly: jobs are claimed round-robin across users (a user's
 * tenth file waits behind other users' first ones), and one user may have at most
 * `maxWaitingPerUser` jobs queued or running. Enqueue joins the caller's transaction so a file
 * never exists without its job.
 */
export interface JobQueue {
  readonly maxWaitingPerUser: number;
  /**
   * Queues the jobs in the caller's transaction; throws a RateLimitedError (429), and so rolls
   * the transaction back, when a user would have more than `maxWaitingPerUser` jobs waiting.
   */
  enqueue(tx: Transaction<Database> | Kysely<Database>, jobs: JobInput[]): Promise<void>;
  /** Jobs of the user queued or running now. */
  waiting(userId: number): Promise<number>;
  /** Wakes idle workers of this process. */
  notify(): void;
  /** Takes the next job in round-robin order across users, or null. */
  claim(): Promise<JobRow | null>;
  complete(jobId: number): Promise<void>;
  fail(jobId: number, error: string): Promise<void>;
  /** Renews the lock of the jobs this process is running (they are alive). */
  renewLocks(): Promise<void>;
  /**
   * Puts jobs that were running when their process died (lock not renewed for `olderThanMs`)
   * back in the queue; returns how many.
   * 'all' (a single-process deployment at start) takes every running job.
   */
  recoverStale(olderThanMs: number | 'all'): Promise<number>;
  onNotify(listener: () => void): () => void;
}

/** The queue's state as one user's new jobs see it. */
interface QueuePosition {
  /** The user's jobs queued or running, and the last round among them. */
  waiting: number;
  userLastRound: number | null;
  /** The round of the job claimed last (claims never go back a round), null before any claim. */
  currentRound: number | null;
}

export function queueFull(waiting: number, adding: number, limit: number): RateLimitedError {
  return new RateLimitedError(
    QUEUE_MESSAGES.full(waiting, adding, limit),
    QUEUE_FULL_RETRY_SECONDS,
  );
}

/**
 * Round-robin by rounds (start-time fair queueing): a user's jobs take consecutive rounds, the
 * first one the round being served now (or the round after the user's last waiting job), and jobs
 * are claimed lowest round first, oldest first within a round. A user who joins while another
 * has 30 files queued is served next; no one banks rounds by waiting.
 */
export function firstRoundOf(position: QueuePosition): number {
  const current = position.currentRound ?? 0;
  return position.userLastRound === null ? current : Math.max(position.userLastRound + 1, current);
}

export class SqlJobQueue implements JobQueue {
  private readonly listeners = new Set<() => void>();
  /** Unique per process start: a restarted container keeps its hostname and often its pid. */
  readonly workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    readonly maxWaitingPerUser = Number.POSITIVE_INFINITY,
  ) {}

  async enqueue(tx: Transaction<Database> | Kysely<Database>, jobs: JobInput[]): Promise<void> {
    const now = nowIso();
    for (const userId of new Set(jobs.map((j) => j.userId))) {
      const own = jobs.filter((j) => j.userId === userId);
      const position = await this.position(tx, userId);
      if (position.waiting + own.length > this.maxWaitingPerUser) {
        throw queueFull(position.waiting, own.length, this.maxWaitingPerUser);
      }
      const first = firstRoundOf(position);
      await tx
        .insertInto('jobs')
        .values(
          own.map((job, i) => ({
            file_id: job.fileId,
            user_id: job.userId,
            state: 'queued' as const,
            attempts: 0,
            round: first + i,
            locked_by: null,
            locked_at: null,
            last_error: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    // Worker processes listening on PostgreSQL start the jobs as soon as this commits.
    if (this.db.dialect === 'postgres' && jobs.length > 0)
      await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(tx);
  }

  async waiting(userId: number): Promise<number> {
    return (await this.position(this.db.kysely, userId)).waiting;
  }

  private async position(
    db: Transaction<Database> | Kysely<Database>,
    userId: number,
  ): Promise<QueuePosition> {
    // Index lookups only (jobs_user_state, jobs_claim_order); counts come back as text on PostgreSQL.
    const result = await sql<{
      waiting: number | string;
      user_last: number | null;
      running: number | null;
      done: number | null;
      failed: number | null;
    }>`
      select
        (select count(*) from jobs where user_id = ${userId} and state in ('queued', 'running')) as waiting,
        (select max(round) from jobs where user_id = ${userId} and state in ('queued', 'running')) as user_last,
        (select max(round) from jobs where state = 'running') as running,
        (select max(round) from jobs where state = 'done') as done,
        (select max(round) from jobs where state = 'failed') as failed`.execute(db);
    const row = result.rows[0];
    const claimed = [row?.running, row?.done, row?.failed].filter((r) => r != null);
    return {
      waiting: Number(row?.waiting ?? 0),
      userLastRound: row?.user_last ?? null,
      currentRound: claimed.length > 0 ? Math.max(...claimed) : null,
    };
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  onNotify(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async claim(): Promise<JobRow | null> {
    const now = nowIso();
    // SKIP LOCKED lets several worker processes share the PostgreSQL queue; SQLite has one writer anyway.
    const lock = this.db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<JobRow>`
      update jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_at = ${now}, updated_at = ${now}
      where id = (select id from jobs where state = 'queued' order by round, id limit 1 ${lock})
      returning *`.execute(this.db.kysely);
    return result.rows[0] ?? null;
  }

  async complete(jobId: number): Promise<void> {
    await this.db.kysely
      .updateTable('jobs')
      .set({ state: 'done', locked_by: null, updated_at: nowIso() })
      .where('id', '=', jobId)
      .execute();
  }

  async fail(jobId: number, error: string): Promise<void> {
    await this.db.kysely
      .updateTable('jobs')
      .set({ state: 'failed', locked_by: null, last_error: error, updated_at: nowIso() })
      .where('id', '=', jobId)
      .execute();
  }

  async renewLocks(): Promise<void> {
    await this.db.kysely
      .updateTable('jobs')
      .set({ locked_at: nowIso() })
      .where('state', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .execute();
  }

  async recoverStale(olderThanMs: number | 'all'): Promise<number> {
    let query = this.db.kysely
      .updateTable('jobs')
      .set({ state: 'queued', locked_by: null, updated_at: nowIso() })
      .where('state', '=', 'running');
    if (olderThanMs !== 'all') {
      const cutoff = new Date(Date.now() - olderThanMs).toISOString();
      query = query.where((eb) =>
        eb.or([eb('locked_at', '<', cutoff), eb('locked_at', 'is', null)]),
      );
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
