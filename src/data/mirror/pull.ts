// One incremental pull of a mirrored collection (README "Incremental lists"): asks for what
// changed since the stored cursor, applies it in one transaction with the cursor, and leaves
// alone every item that still has changes queued on this device (the server has not seen them).
import type { Table } from 'dexie';
import { UPDATED_SINCE_START, type SyncInfo } from '../../../contract';
import type { MnemoDb } from '../database';
import { readCursor, writeCursor } from './cursors';

export interface MirrorPage<T> {
  items: T[];
  sync: SyncInfo;
  /** How many items the server has in all, when the list says so (files). */
  total?: number;
}

/** A list the device mirrors: how to ask for it and how to store it. */
export interface MirrorCollection<T extends { id: number } = { id: number }> {
  /** Names the cursor. */
  name: string;
  /** Outbox key prefix of its items ('flashcard' for 'flashcard:12'). */
  queueKey: string;
  fetch(cursor: string): Promise<MirrorPage<T>>;
  /** Every table `put` and `remove` write. */
  tables(db: MnemoDb): Table[];
  put(db: MnemoDb, items: T[], page: MirrorPage<T>): Promise<void>;
  /** Removes the items (and what belongs to them) by id. */
  remove(db: MnemoDb, ids: number[]): Promise<void>;
  /** Ids of every item on this device. */
  localIds(db: MnemoDb): Promise<number[]>;
}

export interface PullResult {
  changed: number;
  deleted: number;
  full: boolean;
}

/** Keys of items with changes still queued (e.g. 'flashcard:12'). */
async function queuedKeys(db: MnemoDb): Promise<Set<string>> {
  return new Set((await db.outbox.orderBy('key').uniqueKeys()) as string[]);
}

/**
 * Pulls one collection. A full listing (first pull, or a cursor too old) replaces the local copy;
 * its cursor is stored only once its last page is in, so an interrupted one starts over.
 */
export async function pullCollection<T extends { id: number }>(
  db: MnemoDb,
  collection: MirrorCollection<T>,
): Promise<PullResult> {
  let cursor = (await readCursor(db, collection.name)) ?? UPDATED_SINCE_START;
  const seen = new Set<number>();
  const result: PullResult = { changed: 0, deleted: 0, full: false };
  for (;;) {
    const page = await collection.fetch(cursor);
    const last = !page.sync.has_more;
    await db.transaction('rw', [...collection.tables(db), db.outbox, db.meta], async () => {
      const queued = await queuedKeys(db);
      const free = (id: number) => id > 0 && !queued.has(`${collection.queueKey}:${id}`);
      const items = page.items.filter((item) => free(item.id));
      await collection.put(db, items, page);
      let gone = page.sync.deleted_ids.filter(free);
      if (page.sync.full) {
        result.full = true;
        for (const item of page.items) seen.add(item.id);
        if (last) gone = (await collection.localIds(db)).filter((id) => !seen.has(id) && free(id));
      }
      await collection.remove(db, gone);
      if (last || !page.sync.full) await writeCursor(db, collection.name, page.sync.cursor);
      result.changed += items.length;
      result.deleted += gone.length;
    });
    if (last) return result;
    cursor = page.sync.cursor;
  }
}
