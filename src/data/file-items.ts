import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { EntityTable } from 'dexie';
import { useDb, type MnemoDb } from './db';
import { pendingIds, studyTable, type StudyEntity, type StudyItem } from './outbox';
import { isUnreachable } from '../lib/errors';

/** Runs `fn` once per key at a time: a second caller while one is in flight shares its promise. */
const inFlight = new Map<string, Promise<unknown>>();
export function dedupe<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = fn().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

type ItemTable<T extends { id: number }> = EntityTable<T, 'id'>;

/**
 * Replaces the local items of one file with the server's list, in one transaction. Items with
 * changes still queued in the outbox keep their local state: the server has not seen it yet.
 */
export async function replaceFileItems(
  db: MnemoDb,
  entity: StudyEntity,
  fileId: number,
  items: readonly StudyItem[],
): Promise<void> {
  const table = studyTable(db, entity);
  await db.transaction('rw', table, db.outbox, async () => {
    const { kept, deleted } = await pendingIds(db, entity, fileId);
    await table
      .where('file_id')
      .equals(fileId)
      .filter((item) => !kept.has(item.id))
      .delete();
    await table.bulkPut(items.filter((item) => !kept.has(item.id) && !deleted.has(item.id)));
  });
}

export interface ItemsView<T> {
  /** In list order; with `firstItemFirst`, only the first item until the rest has loaded. */
  items: T[];
  /** How many items the file has on this device (more than `items.length` while they load). */
  total: number;
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * The first item of a file in list order (byIdThenPending: server ids ascending, then items
 * waiting for theirs, oldest first) and the file's count, read through the file_id index without
 * loading the others: within one file_id the index is ordered by id, so the first positive id is
 * the first item, else (only items made on this device) the highest temporary id is.
 */
export async function firstFileItem<T extends { id: number; file_id: number }>(
  table: ItemTable<T>,
  fileId: number,
): Promise<{ first: T | undefined; total: number }> {
  const ofFile = () => table.where('file_id').equals(fileId);
  const [total, saved] = await Promise.all([
    ofFile().count(),
    ofFile()
      .filter((item) => item.id > 0)
      .first(),
  ]);
  const first = saved ?? (total > 0 ? await ofFile().last() : undefined);
  return { first, total };
}

/** True from the frame after `key`'s first value was painted (false again when `key` changes). */
function usePaintedOnce(key: unknown, ready: boolean): boolean {
  const [painted, setPainted] = useState<unknown>(undefined);
  useEffect(() => {
    if (!ready || painted === key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(key), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [key, ready, painted]);
  return painted === key;
}

/**
 * SPEC point 4 viewer loading: a file that is not processed is fetched (each status change);
 * a processed one once, when its local list is empty. Same-key requests share one flight.
 */
export function useFileItems<T extends { id: number; file_id: number }>(
  pick: (db: MnemoDb) => ItemTable<T>,
  fileId: number | null,
  status: string | undefined,
  pull: (fileId: number) => Promise<unknown>,
  describe: (error: unknown) => string,
  order: (a: T, b: T) => number,
  /**
   * Show the first item (and the count) from a read of that one item, and load the others only
   * once it has been painted: a set of thousands opens at once.
   */
  firstItemFirst = false,
): ItemsView<T> {
  const db = useDb();
  const [state, setState] = useState({
    fileId: null as number | null,
    loading: false,
    error: null as string | null,
  });
  const head = useLiveQuery(
    async () =>
      firstItemFirst && db && fileId != null ? firstFileItem(pick(db), fileId) : undefined,
    // `pick` is a module-level function of the caller.
    [db, fileId, firstItemFirst],
  );
  const headShown = usePaintedOnce(fileId, head !== undefined);
  const readAll = !firstItemFirst || headShown;
  const all = useLiveQuery(
    async () =>
      !readAll
        ? undefined
        : db && fileId != null
          ? (await pick(db).where('file_id').equals(fileId).toArray()).sort(order)
          : [],
    // `pick` and `order` are module-level functions of the caller.
    [db, fileId, readAll],
  );
  const items = all ?? (head ? (head.first ? [head.first] : []) : undefined);
  const total = all?.length ?? head?.total ?? 0;
  const empty = items !== undefined && total === 0;

  const load = useCallback(async () => {
    if (fileId == null) return;
    setState({ fileId, loading: true, error: null });
    try {
      await pull(fileId);
      setState({ fileId, loading: false, error: null });
    } catch (error) {
      // Unreachable: what this device has is shown without an error (the banner says why).
      setState({ fileId, loading: false, error: isUnreachable(error) ? null : describe(error) });
    }
    // `pull` and `describe` are module-level functions of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  useEffect(() => {
    if (!db || fileId == null || items === undefined) return;
    if (status === undefined) return;
    if (status !== 'processed' || empty) void load();
    // Only a status change or an empty list triggers a fetch, not every list change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, fileId, status, empty, items === undefined, load]);

  const current = state.fileId === fileId;
  return {
    items: items ?? [],
    total,
    loading: items === undefined || (current && state.loading && empty),
    error: current ? state.error : null,
    reload: load,
  };
}
