// The sender: takes the oldest queued changes, sends them, and records the outcome on this
// device. Consecutive changes that can travel together go in one POST /api/v1/changes (up to
// 100, applied by the server in order, each answered as its own call); the rest one at a time.
// The same code runs in the page and in the service worker (on a Background Sync event); the
// caller holds the Web Lock and decides what to do when the server cannot be reached.
import type { Table } from 'dexie';
import { ChangesResponse, MAX_CHANGES_PER_REQUEST } from '../../../contract';
import { ApiError, apiFetch, detailOf } from '../api';
import type { MnemoDb } from '../database';
import type { OutboxQueue } from './queue';
import {
  payloadOf,
  type BatchedChange,
  type OpContext,
  type OpHandler,
  type OutboxFailure,
} from './registry';
import type { OutboxRow } from './rows';

/** A batch stays well under the server's 1 MB JSON body limit. */
const MAX_BATCH_BYTES = 512 * 1024;

interface BatchItem {
  row: OutboxRow;
  handler: OpHandler;
  payload: unknown;
  batched: BatchedChange<unknown>;
}

/** No network, 5xx, 401 while the session refreshes, 408 and 429: try again later. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export interface SendHooks {
  /** The change reached the server; `result` is what a waiting form receives. */
  sent(row: OutboxRow, result: unknown): void;
  /** The server refused it; it has been undone here. */
  refused(row: OutboxRow, failure: OutboxFailure): void;
}

export type DrainOutcome =
  /** Nothing left to send. */
  | { kind: 'empty' }
  /** The server could not be reached (or is busy): the head stays queued. */
  | { kind: 'waiting'; attempts: number }
  /** The head is of a type or version this code cannot read (a newer app queued it). */
  | { kind: 'blocked'; row: OutboxRow }
  /** The caller asked to stop (the user signed out). */
  | { kind: 'stopped' };

export class OutboxSender {
  private readonly ctx: OpContext;
  /** Off when the server does not know POST /api/v1/changes (an older one): one at a time. */
  private batching = true;

  constructor(
    private readonly db: MnemoDb,
    private readonly queue: OutboxQueue,
  ) {
    this.ctx = { db, queue };
  }

  /** Sends in order until the queue is empty, the server cannot be reached, or `alive` fails. */
  async drain(hooks: SendHooks, alive: () => boolean = () => true): Promise<DrainOutcome> {
    while (alive()) {
      const rows = await this.queue.head(this.batching ? MAX_CHANGES_PER_REQUEST : 1);
      const [row] = rows;
      if (!row) return { kind: 'empty' };
      const batch = this.batching ? this.leadingBatch(rows) : [];
      const outcome =
        batch.length > 1 ? await this.sendBatch(batch, hooks) : await this.sendOne(row, hooks);
      if (outcome) return outcome;
    }
    return { kind: 'stopped' };
  }

  /** The oldest changes that can travel together, in order (stops at the first that cannot). */
  private leadingBatch(rows: OutboxRow[]): BatchItem[] {
    const batch: BatchItem[] = [];
    let bytes = 0;
    for (const row of rows) {
      const read = payloadOf(row);
      const batched = read?.handler.batched?.(read.payload);
      if (!read || !batched) break;
      bytes += JSON.stringify(batched.change).length;
      if (bytes > MAX_BATCH_BYTES && batch.length > 0) break;
      batch.push({ row, handler: read.handler, payload: read.payload, batched });
    }
    return batch;
  }

  /**
   * Sends a batch and records every answer in one transaction (so screens redraw once): a
   * change the server made is settled, one it refused is undone, and at the first that must
   * wait (a server error, or not applied) the rest stay queued, in order.
   */
  private async sendBatch(batch: BatchItem[], hooks: SendHooks): Promise<DrainOutcome | null> {
    const [first] = batch;
    if (!first) return null;
    let answer: ChangesResponse;
    try {
      answer = await apiFetch('/api/v1/changes', {
        method: 'POST',
        body: JSON.stringify({ changes: batch.map((item) => item.batched.change) }),
        schema: ChangesResponse,
      });
    } catch (error) {
      if (isTransient(error)) {
        return { kind: 'waiting', attempts: await this.queue.markAttempt(first.row) };
      }
      // A server without batches (or one refusing this one): one change at a time from now on.
      console.warn('Outbox: batch refused; sending one change at a time', error);
      this.batching = false;
      return null;
    }
    const tables = new Set<Table>([this.db.outbox, this.db.meta]);
    for (const item of batch)
      for (const t of item.handler.tables(this.db, item.payload)) tables.add(t);
    const reports: (() => void)[] = [];
    let waitingAt: OutboxRow | null = null;
    await this.db.transaction('rw', [...tables], async () => {
      for (const [i, item] of batch.entries()) {
        const result = answer.results[i];
        const outcome = result ? this.readResult(item, result) : null;
        if (!outcome || (outcome.error && isTransient(outcome.error))) {
          waitingAt = item.row;
          break;
        }
        const { row, handler, payload } = item;
        await this.queue.remove(row.seq);
        if (!outcome.error) {
          await handler.settle(row, payload, outcome.answer, this.ctx);
          const result = handler.result ? handler.result(outcome.answer) : outcome.answer;
          reports.push(() => hooks.sent(row, result));
        } else if (handler.alreadyDone?.(outcome.error, payload)) {
          reports.push(() => hooks.sent(row, null));
        } else {
          await handler.undo(row, payload, this.ctx);
          const failure = { type: row.type, ...handler.failure(payload, outcome.error) };
          const error = outcome.error;
          reports.push(() => hooks.refused(row, { ...failure, error }));
        }
      }
    });
    for (const report of reports) report();
    if (waitingAt) return { kind: 'waiting', attempts: await this.queue.markAttempt(waitingAt) };
    return null;
  }

  /** One change's answer in a batch, as its own call would have given it. */
  private readResult(
    item: BatchItem,
    result: { status: number; body: unknown },
  ): { answer: unknown; error: null } | { answer: null; error: ApiError } {
    const { status, body } = result;
    if (status < 200 || status >= 300) {
      const detail = detailOf(body) ?? `HTTP error! status: ${status}`;
      return { answer: null, error: new ApiError(status, detail, body) };
    }
    try {
      return { answer: item.batched.read(body, status), error: null };
    } catch (error) {
      if (error instanceof ApiError) return { answer: null, error };
      throw error;
    }
  }

  private async sendOne(row: OutboxRow, hooks: SendHooks): Promise<DrainOutcome | null> {
    const read = payloadOf(row);
    if (!read) {
      console.error(`Outbox: cannot read ${row.type} v${row.v}; leaving it for a newer version`);
      return { kind: 'blocked', row };
    }
    const { handler, payload } = read;
    const tables = [...handler.tables(this.db, payload), this.db.outbox, this.db.meta];
    try {
      const answer = await handler.send(payload, this.ctx);
      // The row leaves the queue in the transaction that records the answer, so a crash in
      // between neither loses the change nor sends it twice.
      await this.db.transaction('rw', tables, async () => {
        await this.queue.remove(row.seq);
        await handler.settle(row, payload, answer, this.ctx);
      });
      hooks.sent(row, handler.result ? handler.result(answer) : answer);
      return null;
    } catch (error) {
      if (handler.alreadyDone?.(error, payload)) {
        await this.queue.remove(row.seq);
        hooks.sent(row, null);
        return null;
      }
      if (isTransient(error)) {
        if (!(error instanceof ApiError)) console.error('Outbox: sending failed', error);
        return { kind: 'waiting', attempts: await this.queue.markAttempt(row) };
      }
      await this.db.transaction('rw', tables, async () => {
        await this.queue.remove(row.seq);
        await handler.undo(row, payload, this.ctx);
      });
      hooks.refused(row, { type: row.type, ...handler.failure(payload, error), error });
      return null;
    }
  }
}
