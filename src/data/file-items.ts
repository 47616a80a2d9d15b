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
  items: T[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
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
): ItemsView<T> {
  const db = useDb();
  const [state, setState] = useState({
    fileId: null as number | null,
    loading: false,
    error: null as string | null,
  });
  const items = useLiveQuery(
    async () =>
      db && fileId != null
        ? (await pick(db).where('file_id').equals(fileId).toArray()).sort(order)
        : [],
    // `pick` and `order` are module-level functions of the caller.
    [db, fileId],
  );
  const empty = items !== undefined && items.length === 0;

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
    loading: items === undefined || (current && state.loading && empty),
    error: current ? state.error : null,
    reload: load,
  };
}
