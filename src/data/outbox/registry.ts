// The kinds of operation the outbox can carry. Each kind registers a handler that knows how to
// send it, how to record the server's answer on this device, and how to undo it when the server
// refuses it. A new kind (e.g. a batch of review logs) is one more `registerOp` call; the queue
// and the senders do not change.
import type { Table } from 'dexie';
import type { ChangeRequest } from '../../../contract';
import type { MnemoDb } from '../database';
import type { OutboxRow } from './rows';

/**
 * What a handler may do to the queue (./queue's OutboxQueue) while it settles or undoes a change:
 * rewrite or drop the later changes of the same item. Named here so that the queue, which looks
 * handlers up in this registry, is not imported back.
 */
export interface QueueEdits {
  ofKey(key: string): Promise<OutboxRow[]>;
  replace(row: OutboxRow): Promise<void>;
  dropKey(key: string): Promise<void>;
  /** Removes one row (a handler that sent later rows of its key along with its own). */
  remove(seq: number | undefined): Promise<void>;
}

/** What a handler works with while a change is sent (the page's or the service worker's). */
export interface OpContext {
  db: MnemoDb;
  queue: QueueEdits;
}

/** A queued change the server refused, after the form that made it had closed. */
export interface OutboxFailure {
  /** The registered type, e.g. 'study.update'. */
  type: string;
  /** What the handler says about it for the screens (e.g. the entity and the action). */
  subject: string;
  action: 'create' | 'update' | 'delete';
  fileId: number | null;
  /** What the change was about, in words a screen can show (the names of refused files). */
  detail?: string[];
  error: unknown;
}

export interface OpHandler<P = unknown, A = unknown> {
  /** The version new rows of this type are written with. */
  readonly version: number;
  /** Reads a payload written by an older version (called with the row's `v`). */
  upgrade?(payload: unknown, from: number): P;
  /** The tables `settle` and `undo` write besides the outbox (one transaction with it). */
  tables(db: MnemoDb, payload: P): Table[];
  /** Sends the change; resolves with the server's answer or throws an ApiError. */
  send(payload: P, ctx: OpContext): Promise<A>;
  /**
   * The change as one entry of POST /api/v1/changes and how to read its answer (throwing an
   * ApiError when it is not what `send` would accept), or null when it must go alone (it names
   * an item that has no server id yet). Kinds without it always go alone.
   */
  batched?(payload: P): BatchedChange<A> | null;
  /** Records the server's answer on this device; the row has already left the queue. */
  settle(row: OutboxRow, payload: P, answer: A, ctx: OpContext): Promise<void>;
  /** Undoes a change the server refused; the row has already left the queue. */
  undo(row: OutboxRow, payload: P, ctx: OpContext): Promise<void>;
  /** A refusal that means the change has in effect happened (deleting what is gone). */
  alreadyDone?(error: unknown, payload: P): boolean;
  /** How a refusal is reported to the screens. */
  failure(payload: P, error: unknown): Omit<OutboxFailure, 'type' | 'error'>;
  /** What a waiting form receives once the change is sent. */
  result?(answer: A): unknown;
}

export interface BatchedChange<A> {
  change: ChangeRequest;
  read(body: unknown, status: number): A;
}

const handlers = new Map<string, OpHandler<unknown, unknown>>();

/** Registers the handler of a kind of operation (module load time, once per type). */
export function registerOp<P, A>(type: string, handler: OpHandler<P, A>): void {
  handlers.set(type, handler as unknown as OpHandler<unknown, unknown>);
}

export function handlerOf(type: string): OpHandler | undefined {
  return handlers.get(type);
}

/** A row's payload as its handler reads it today, or null when this version cannot read it. */
export function payloadOf(row: OutboxRow): { handler: OpHandler; payload: unknown } | null {
  const handler = handlers.get(row.type);
  if (!handler || row.v > handler.version) return null;
  if (row.v === handler.version) return { handler, payload: row.payload };
  if (!handler.upgrade) return null;
  return { handler, payload: handler.upgrade(row.payload, row.v) };
}
