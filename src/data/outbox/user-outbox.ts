// One user's outbox in the page: the queue of their database, its sender, the forms waiting for
// their change, and the backoff timer. Created for the open database, disposed at sign-out.
import type { Table } from 'dexie';
import { getConnectivity, onConnectivity } from '../connectivity';
import { getDb, type MnemoDb } from '../db';
import { OUTBOX_CHANNEL, requestBackgroundSync } from './background-sync';
import { reportRefusal } from './events';
import { exclusively, outboxLockName } from './lock';
import { OutboxQueue, type NewOp } from './queue';
import { takeRefusals } from './refusals';
import { OutboxSender } from './sender';

/**
 * Online, a change is usually sent within a moment, and the form that made it should hear the
 * server's answer (a refusal is shown there, with the server's words). So a form waits for its
 * change to be sent, up to WAIT_MS; offline, or when the server cannot be reached, it gets null
 * at once ("saved on this device") and the change is sent later.
 */
const WAIT_MS = 15_000;
const MAX_BACKOFF_MS = 60_000;

interface Waiter {
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

export class UserOutbox {
  readonly queue: OutboxQueue;
  private readonly sender: OutboxSender;
  private readonly waiters = new Map<number, Waiter>();
  /** Changes a form waited for that reached the server (read once by `outcome`). */
  private readonly reached = new Set<number>();
  private flushing: Promise<void> | null = null;
  private nextPass: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private readonly channel: BroadcastChannel | null;

  constructor(readonly db: MnemoDb) {
    this.queue = new OutboxQueue(db);
    this.sender = new OutboxSender(db, this.queue);
    // The service worker says when it sent or refused something with no page to show it.
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (this.channel) this.channel.onmessage = () => void this.showRefusals();
    void this.showRefusals();
  }

  /**
   * Writes a local change and queues what makes the server agree, in one transaction, so the
   * screen shows it at once and it is never lost. `write` returns the op to queue (or the ops,
   * in the order they are to be sent), or null when nothing needs sending (an item the server
   * never saw was deleted here). Resolves with the sequence number of the last op queued.
   */
  async change(
    tables: Table[],
    write: () => Promise<NewOp | NewOp[] | null>,
  ): Promise<number | null> {
    const seq = await this.db.transaction('rw', [...tables, this.db.outbox], async () => {
      const written = await write();
      let last: number | null = null;
      for (const op of written === null ? [] : [written].flat()) last = await this.queue.add(op);
      return last;
    });
    // Should this page close before the change is sent, the service worker sends it. Awaited,
    // so the registration is made before the form says "saved" and the student closes the tab.
    if (seq !== null) await requestBackgroundSync();
    return seq;
  }

  /**
   * Resolves with the server's answer to change `seq` (what its handler's `result` makes of it),
   * or null when it will be sent later; rejects with the server's refusal.
   */
  sent(seq: number, waitMs = WAIT_MS): Promise<unknown> {
    if (getConnectivity() !== 'online') {
      void this.flush();
      return Promise.resolve(null);
    }
    const outcome = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => this.settleWaiter(seq, null), waitMs);
      this.waiters.set(seq, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    void this.flush();
    return outcome;
  }

  /**
   * `sent`, and whether the change reached the server: false means it is saved on this device
   * and will be sent later (offline, the server out of reach or answering 5xx, or slow).
   */
  async outcome(seq: number): Promise<{ reached: boolean; result: unknown }> {
    const result = await this.sent(seq);
    return { reached: this.reached.delete(seq), result };
  }

  /**
   * Sends the queued changes in order; resolves when the queue is empty or must wait. A call
   * made while a pass is running gets one more pass after it, so nothing queued meanwhile is
   * left behind.
   */
  flush(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    if (this.flushing) {
      this.nextPass ??= this.flushing.then(() => {
        this.nextPass = null;
        return this.flush();
      });
      return this.nextPass;
    }
    this.flushing = exclusively(outboxLockName(this.db.name), () => this.pass())
      .catch((error: unknown) => console.error('Sending queued changes failed', error))
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  /** Stops sending (sign-out); forms still waiting hear "saved here, sent later". */
  dispose(): void {
    this.disposed = true;
    this.channel?.close();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.deferWaiters();
  }

  /** Reports the refusals the service worker kept (their changes are already undone). */
  private async showRefusals(): Promise<void> {
    try {
      for (const failure of await takeRefusals(this.db)) reportRefusal(failure, false);
    } catch (error) {
      console.error('Could not read refused changes', error);
    }
  }

  private async pass(): Promise<void> {
    const outcome = await this.sender.drain(
      {
        sent: (row, result) => {
          if (this.waiters.has(row.seq ?? -1)) this.reached.add(row.seq ?? -1);
          this.settleWaiter(row.seq ?? -1, result);
        },
        refused: (row, failure) => {
          const waiter = this.waiters.get(row.seq ?? -1);
          this.waiters.delete(row.seq ?? -1);
          waiter?.reject(failure.error); // the form that made the change shows why
          reportRefusal(failure, waiter !== undefined);
        },
      },
      () => !this.disposed && getDb() === this.db,
    );
    if (outcome.kind === 'waiting') this.scheduleRetry(outcome.attempts);
    this.deferWaiters();
  }

  private scheduleRetry(attempts: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 6));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private settleWaiter(seq: number, result: unknown): void {
    this.waiters.get(seq)?.resolve(result);
    this.waiters.delete(seq);
  }

  /** Everyone still waiting hears "saved here, sent later". */
  private deferWaiters(): void {
    for (const seq of [...this.waiters.keys()]) this.settleWaiter(seq, null);
  }
}

let current: UserOutbox | null = null;

/** The outbox of the open database (made on first use after a sign-in), or null when signed out. */
export function getOutbox(): UserOutbox | null {
  const db = getDb();
  if (current && current.db !== db) disposeOutbox();
  if (!db) return null;
  current ??= new UserOutbox(db);
  return current;
}

export function requireOutbox(): UserOutbox {
  const outbox = getOutbox();
  if (!outbox) throw new Error('Authentication session expired. Please refresh.');
  return outbox;
}

/** Stops the outbox of the user who signs out; what is queued stays for their next visit. */
export function disposeOutbox(): void {
  current?.dispose();
  current = null;
}

/** Sends the queue of the signed-in user now (no-op when signed out). */
export function flushOutbox(): Promise<void> {
  return getOutbox()?.flush() ?? Promise.resolve();
}

let triggersInstalled = false;

/** Sends the queue now and whenever the browser is back online or the page is shown again. */
export function startOutboxSync(): void {
  void flushOutbox();
  if (triggersInstalled || typeof window === 'undefined') return;
  triggersInstalled = true;
  window.addEventListener('online', () => void flushOutbox());
  // The server is back while the browser never went offline (it was down, or unreachable).
  onConnectivity((state) => {
    if (state === 'online') void flushOutbox();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  });
}
