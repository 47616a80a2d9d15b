import os from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, JobRow } from '../db/schema';
import { nowIso } from '../time';

export interface JobInput {
  fileId: number;
  userId: number;
}

/** Durable processing jobs. Enqueue joins the caller's transaction so a file never exists without its job. */
export interface JobQueue {
  enqueue(tx: Transaction<Database> | Kysely<Database>, job: JobInput): Promise<void>;
  /** Wakes idle workers of this process. */
  notify(): void;
  /** Takes the oldest queued job, or null. */
  claim(): Promise<JobRow | null>;
  complete(jobId: number): Promise<void>;
  fail(jobId: number, error: string): Promise<void>;
  /**
   * Puts jobs that were running when their process died back in the queue; returns how many.
   * 'all' (a single-process deployment at start) takes every running job.
   */
  recoverStale(olderThanMs: number | 'all'): Promise<number>;
  onNotify(listener: () => void): () => void;
}

export class SqlJobQueue implements JobQueue {
  private readonly listeners = new Set<() => void>();
  readonly workerId = `${os.hostname()}:${process.pid}`;

  constructor(private readonly db: Db) {}

  async enqueue(tx: Transaction<Database> | Kysely<Database>, job: JobInput): Promise<void> {
    const now = nowIso();
    await tx
      .insertInto('jobs')
      .values({
        file_id: job.fileId,
        user_id: job.userId,
        state: 'queued',
        attempts: 0,
        locked_by: null,
        locked_at: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
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
      where id = (select id from jobs where state = 'queued' order by id limit 1 ${lock})
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

  async recoverStale(olderThanMs: number | 'all'): Promise<number> {
    let query = this.db.kysely
      .updateTable('jobs')
      .set({ state: 'queued', locked_by: null, updated_at: nowIso() })
      .where('state', '=', 'running');
    if (olderThanMs !== 'all') {
      const cutoff = new Date(Date.now() - olderThanMs).toISOString();
      query = query.where((eb) =>
        eb.or([
          eb('locked_at', '<', cutoff),
          eb('locked_by', '=', this.workerId),
          eb('locked_at', 'is', null),
        ]),
      );
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
