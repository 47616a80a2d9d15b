// Local-first writes of study items. A change is written to IndexedDB and queued in the outbox in
// one transaction, so the screen shows it at once, online or not; the queue is then sent to the
// API in order whenever the server can be reached (right away, when the browser comes back
// online, when the page becomes visible, after sign-in, and on a backoff timer).
//
// - An item created offline lives under a temporary negative id; when its POST succeeds the row
//   takes the server's id and later queued changes are rewritten to it.
// - A transient failure (no network, 5xx, 401 while the session refreshes, 408, 429) keeps the
//   change queued and retries later; a permanent one (other 4xx) undoes the local change, drops
//   it and is reported: to the form that made it when it is still waiting, else to the listeners
//   (a toast with the SPEC error text); then the file's list is fetched again.
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { z } from 'zod';
import {
  FlashcardResponse,
  KeyConceptResponse,
  QuizResponse,
  type Flashcard,
  type KeyConcept,
  type QuizQuestion,
} from '../../contract';
import { ApiError, apiFetch } from './api';
import { getDb, requireDb, useDb, type MnemoDb, type OutboxRow } from './db';

export type StudyEntity = 'flashcard' | 'quiz' | 'concept';
export type StudyItem = Flashcard | QuizQuestion | KeyConcept;

interface EntitySpec {
  table: (db: MnemoDb) => Table<StudyItem, number>;
  path: string;
  updateMethod: 'PUT' | 'PATCH';
  response: z.ZodType<{ data: StudyItem }>;
}

const ENTITIES: Record<StudyEntity, EntitySpec> = {
  flashcard: {
    table: (db) => db.flashcards as Table<StudyItem, number>,
    path: 'flashcards',
    updateMethod: 'PUT',
    response: FlashcardResponse,
  },
  quiz: {
    table: (db) => db.quizQuestions as Table<StudyItem, number>,
    path: 'quiz-questions',
    updateMethod: 'PUT',
    response: QuizResponse,
  },
  concept: {
    table: (db) => db.keyConcepts as Table<StudyItem, number>,
    path: 'key-concepts',
    updateMethod: 'PATCH',
    response: KeyConceptResponse,
  },
};

/** The IndexedDB table of a kind of study item. */
export function studyTable(db: MnemoDb, entity: StudyEntity): Table<StudyItem, number> {
  return ENTITIES[entity].table(db);
}

/** The API collection of one file's items of a kind, e.g. /api/v1/files/7/flashcards. */
export function studyItemsPath(entity: StudyEntity, fileId: number): string {
  return `/api/v1/files/${fileId}/${ENTITIES[entity].path}`;
}

/** One queued change; `before` is the row as it was, to undo a change the server refused. */
export type OutboxOp =
  | { kind: 'create'; entity: StudyEntity; fileId: number; id: number; body: unknown }
  | {
      kind: 'update';
      entity: StudyEntity;
      fileId: number;
      id: number;
      body: unknown;
      before: StudyItem;
    }
  | { kind: 'delete'; entity: StudyEntity; fileId: number; id: number; before: StudyItem };

const opOf = (row: OutboxRow): OutboxOp => row.payload as OutboxOp;

let lastTemporaryId = 0;

/** A temporary id for an item created on this device: negative, and newer ones are lower. */
export function temporaryId(): number {
  lastTemporaryId = Math.min(lastTemporaryId - 1, -Date.now() * 1000);
  return lastTemporaryId;
}

export const isTemporaryId = (id: number): boolean => id < 0;

/** List order by id, items still waiting for their server id last, oldest of them first. */
export function byIdThenPending(a: { id: number }, b: { id: number }): number {
  const pendingA = isTemporaryId(a.id);
  const pendingB = isTemporaryId(b.id);
  if (pendingA !== pendingB) return pendingA ? 1 : -1;
  return pendingA ? b.id - a.id : a.id - b.id;
}

async function enqueue(db: MnemoDb, op: OutboxOp): Promise<number> {
  const seq = await db.outbox.add({
    created_at: new Date().toISOString(),
    op: `${op.entity}.${op.kind}`,
    payload: op,
  });
  return seq ?? -1;
}

/** Creates `item` (which carries a temporary id) locally and queues its POST. */
async function queueCreate<T extends StudyItem>(
  entity: StudyEntity,
  item: T,
  body: unknown,
): Promise<T> {
  const db = requireDb();
  const table = studyTable(db, entity);
  const seq = await db.transaction('rw', table, db.outbox, async () => {
    await table.put(item);
    return enqueue(db, { kind: 'create', entity, fileId: item.file_id, id: item.id, body });
  });
  return ((await sent(seq)) as T | null) ?? item;
}

/** Writes `after` locally and queues the update that makes the server agree. */
async function queueUpdate<T extends StudyItem>(
  entity: StudyEntity,
  staleBefore: T,
  staleAfter: T,
  body: unknown,
): Promise<T> {
  const before = current(staleBefore);
  const after = { ...staleAfter, id: before.id };
  const db = requireDb();
  const table = studyTable(db, entity);
  const seq = await db.transaction('rw', table, db.outbox, async () => {
    await table.put(after);
    const fileId = before.file_id;
    return enqueue(db, { kind: 'update', entity, fileId, id: before.id, body, before });
  });
  return ((await sent(seq)) as T | null) ?? after;
}

/** Removes `item` locally and queues its DELETE; an item the server never saw is just dropped. */
async function queueDelete(entity: StudyEntity, staleItem: StudyItem): Promise<void> {
  const item = current(staleItem);
  const db = requireDb();
  const table = studyTable(db, entity);
  const seq = await db.transaction('rw', table, db.outbox, async () => {
    await table.delete(item.id);
    if (isTemporaryId(item.id)) {
      await dropOpsOf(db, entity, item.id);
      return null;
    }
    return enqueue(db, { kind: 'delete', entity, fileId: item.file_id, id: item.id, before: item });
  });
  if (seq !== null) await sent(seq);
}

/** Server ids of items created on this device, by their temporary id. */
const serverIds = new Map<number, number>();

/**
 * The item under its server id when it was created here and its POST has succeeded since: a
 * screen may still hold the temporary id for a moment after the row moved.
 */
function current<T extends StudyItem>(item: T): T {
  const id = serverIds.get(item.id);
  return id === undefined ? item : { ...item, id };
}

/** The queued changes of one item, oldest first. */
async function opsOf(db: MnemoDb, entity: StudyEntity, id: number): Promise<OutboxRow[]> {
  const rows = await db.outbox.toArray();
  return rows.filter((row) => opOf(row).entity === entity && opOf(row).id === id);
}

async function dropOpsOf(db: MnemoDb, entity: StudyEntity, id: number): Promise<void> {
  const doomed = await opsOf(db, entity, id);
  await db.outbox.bulkDelete(doomed.map((row) => row.seq ?? -1));
}

/**
 * Ids of one file's items with queued changes: `kept` rows are newer on this device than on the
 * server, `deleted` ones are gone here. A pull keeps both as they are.
 */
export async function pendingIds(
  db: MnemoDb,
  entity: StudyEntity,
  fileId: number,
): Promise<{ kept: Set<number>; deleted: Set<number> }> {
  const kept = new Set<number>();
  const deleted = new Set<number>();
  for (const row of await db.outbox.toArray()) {
    const op = opOf(row);
    if (op.entity !== entity || op.fileId !== fileId) continue;
    if (op.kind === 'delete') deleted.add(op.id);
    else kept.add(op.id);
  }
  return { kept, deleted };
}

// ---- sending ------------------------------------------------------------------------------

/** A queued change the server refused, after the form that made it had closed. */
export interface OutboxFailure {
  entity: StudyEntity;
  kind: OutboxOp['kind'];
  fileId: number;
  error: unknown;
}

const failureListeners = new Set<(failure: OutboxFailure) => void>();
const refusedListeners = new Set<(entity: StudyEntity, fileId: number) => void>();

/** Called when the server refused a queued change (it has been undone here). */
export function onOutboxFailure(listener: (failure: OutboxFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * The queued writes of one kind of study item. After the server refuses one of them, `pull`
 * fetches that file's list again so the screen shows what the server has.
 */
export function studyItemWrites<T extends StudyItem>(
  entity: StudyEntity,
  pull: (fileId: number) => Promise<unknown>,
) {
  refusedListeners.add((refused, fileId) => {
    if (refused === entity) pull(fileId).catch(() => undefined);
  });
  return {
    create: (item: T, body: unknown) => queueCreate(entity, item, body),
    update: (before: T, after: T, body: unknown) => queueUpdate(entity, before, after, body),
    remove: (item: T) => queueDelete(entity, item),
  };
}

function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

function request(op: OutboxOp): Promise<{ data: StudyItem } | undefined> {
  const spec = ENTITIES[op.entity];
  const base = studyItemsPath(op.entity, op.fileId);
  if (op.kind === 'create') {
    return apiFetch(base, { method: 'POST', body: JSON.stringify(op.body), schema: spec.response });
  }
  if (op.kind === 'update') {
    return apiFetch(`${base}/${op.id}`, {
      method: spec.updateMethod,
      body: JSON.stringify(op.body),
      schema: spec.response,
    });
  }
  return apiFetch(`${base}/${op.id}`, { method: 'DELETE' }).then(() => undefined);
}

/** Records what the server answered: the row takes its id and fields, the op leaves the queue. */
async function settle(db: MnemoDb, row: OutboxRow, op: OutboxOp, saved: StudyItem | undefined) {
  const table = studyTable(db, op.entity);
  await db.transaction('rw', table, db.outbox, async () => {
    await db.outbox.delete(row.seq ?? -1);
    if (!saved) return;
    const later = await opsOf(db, op.entity, op.id);
    if (op.kind === 'create') {
      // The row moves to its server id; queued edits of it follow.
      serverIds.set(op.id, saved.id);
      const local = await table.get(op.id);
      await table.delete(op.id);
      if (local) await table.put(later.length > 0 ? { ...local, id: saved.id } : saved);
      for (const other of later) {
        const moved = { ...opOf(other), id: saved.id } as OutboxOp;
        if (moved.kind !== 'create') moved.before = { ...moved.before, id: saved.id };
        await db.outbox.update(other.seq ?? -1, { payload: moved });
      }
    } else if (later.length === 0 && (await table.get(op.id))) {
      await table.put(saved);
    }
  });
}

/** Undoes a change the server refused; what it refused is gone from the queue. */
async function undo(db: MnemoDb, row: OutboxRow, op: OutboxOp): Promise<void> {
  const table = studyTable(db, op.entity);
  await db.transaction('rw', table, db.outbox, async () => {
    await db.outbox.delete(row.seq ?? -1);
    if (op.kind === 'create') {
      await table.delete(op.id);
      await dropOpsOf(db, op.entity, op.id);
      return;
    }
    const others = await pendingIds(db, op.entity, op.fileId);
    if (!others.kept.has(op.id) && !others.deleted.has(op.id)) await table.put(op.before);
  });
}

/**
 * Online, a change is usually sent within a moment, and the form that made it should hear the
 * server's answer (a refusal is shown there, with the server's words). So the queue functions
 * wait for their change to be sent, up to WAIT_MS; offline, or when the server cannot be reached,
 * they resolve at once with the local copy and the change is sent later.
 */
const WAIT_MS = 15_000;
const waiters = new Map<
  number,
  { resolve: (saved: StudyItem | null) => void; reject: (error: unknown) => void }
>();

function sent(seq: number): Promise<StudyItem | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    void flushOutbox();
    return Promise.resolve(null);
  }
  const outcome = new Promise<StudyItem | null>((resolve, reject) => {
    const timer = setTimeout(() => settleWaiter(seq, null), WAIT_MS);
    waiters.set(seq, {
      resolve: (saved) => {
        clearTimeout(timer);
        resolve(saved);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
  void flushOutbox();
  return outcome;
}

function settleWaiter(seq: number, saved: StudyItem | null): void {
  waiters.get(seq)?.resolve(saved);
  waiters.delete(seq);
}

/** Everyone still waiting hears "saved here, sent later". */
function deferWaiters(): void {
  for (const seq of [...waiters.keys()]) settleWaiter(seq, null);
}

const MAX_BACKOFF_MS = 60_000;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRetry(attempts: number): void {
  if (retryTimer) clearTimeout(retryTimer);
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 6));
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOutbox();
  }, delay);
}

async function drain(db: MnemoDb): Promise<void> {
  while (getDb() === db) {
    const row = await db.outbox.orderBy('seq').first();
    if (!row) break;
    const op = opOf(row);
    const seq = row.seq ?? -1;
    try {
      const response = await request(op);
      await settle(db, row, op, response?.data);
      settleWaiter(seq, response?.data ?? null);
    } catch (error) {
      if (op.kind === 'delete' && error instanceof ApiError && error.status === 404) {
        await settle(db, row, op, undefined); // already gone: what the student wanted
        settleWaiter(seq, null);
        continue;
      }
      if (isTransient(error)) {
        const attempts = (row.attempts ?? 0) + 1;
        await db.outbox.update(seq, { attempts });
        scheduleRetry(attempts);
        deferWaiters();
        return;
      }
      await undo(db, row, op);
      const waiter = waiters.get(seq);
      waiters.delete(seq);
      if (waiter) {
        waiter.reject(error); // the form that made the change shows why
      } else {
        const failure = { entity: op.entity, kind: op.kind, fileId: op.fileId, error };
        for (const listener of failureListeners) listener(failure);
      }
      for (const listener of refusedListeners) listener(op.entity, op.fileId);
    }
  }
  deferWaiters();
}

/** Runs `work` in one tab at a time when the browser can coordinate tabs (Web Locks). */
function exclusively(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request('mnemo-outbox', work).then(() => undefined);
}

let nextPass: Promise<void> | null = null;

/**
 * Sends the queued changes in order; resolves when the queue is empty or must wait. A call made
 * while a pass is running gets one more pass after it, so nothing queued meanwhile is left behind.
 */
export function flushOutbox(): Promise<void> {
  const db = getDb();
  if (!db) return Promise.resolve();
  if (flushing) {
    nextPass ??= flushing.then(() => {
      nextPass = null;
      return flushOutbox();
    });
    return nextPass;
  }
  flushing = exclusively(() => drain(db))
    .catch((error: unknown) => console.error('Sending queued changes failed', error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

let started = false;

/** Sends the queue now and whenever the browser is back online or the page is shown again. */
export function startOutboxSync(): void {
  void flushOutbox();
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  });
}

/** How many changes made on this device wait to reach the server (undefined while loading). */
export function usePendingChanges(): number | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.outbox.count() : 0), [db]);
}
