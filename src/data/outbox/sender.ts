// The sender: takes the oldest queued change, sends it, and records the outcome on this device.
// The same code runs in the page and in the service worker (on a Background Sync event); the
// caller holds the Web Lock and decides what to do when the server cannot be reached.
import { ApiError } from '../api';
import type { MnemoDb } from '../database';
import type { OutboxQueue } from './queue';
import { payloadOf, type OpContext, type OutboxFailure } from './registry';
import type { OutboxRow } from './rows';

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

  constructor(
    private readonly db: MnemoDb,
    private readonly queue: OutboxQueue,
  ) {
    this.ctx = { db, queue };
  }

  /** Sends in order until the queue is empty, the server cannot be reached, or `alive` fails. */
  async drain(hooks: SendHooks, alive: () => boolean = () => true): Promise<DrainOutcome> {
    while (alive()) {
      const [row] = await this.queue.head(1);
      if (!row) return { kind: 'empty' };
      const outcome = await this.sendOne(row, hooks);
      if (outcome) return outcome;
    }
    return { kind: 'stopped' };
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
