// One incremental listing (README "Incremental lists"), whatever the entity: the rows changed
// after the cursor, the ids deleted since, and the next cursor.
import type { SyncInfo } from '../../contract/sync';
import { changeWindow, pageOf, type ChangePosition, type ChangeWindow } from '../db/changes';
import { AppError } from '../errors';
import { nowIso } from '../time';

export interface ChangeListing<R> {
  rows: R[];
  sync: SyncInfo;
}

/** The window of `updated_since`, or a 422 naming the parameter. */
export function windowOf(since: string, now = nowIso()): ChangeWindow {
  const window = changeWindow(since, now);
  if (!window) {
    const msg = 'updated_since is not a cursor this server gave; use 0 to list everything';
    throw new AppError('validation', msg, [{ msg, loc: ['query', 'updated_since'] }]);
  }
  return window;
}

/**
 * Reads one page of changes: `read` gets the position after which rows are new (null: all) and
 * how many to read at most; `deleted` the time from which tombstones count.
 */
export async function listChanges<R extends { id: number; updated_at: string }>(
  since: string,
  limit: number | null,
  read: (after: ChangePosition | null, limit: number | null) => Promise<R[]>,
  deleted: (from: string) => Promise<number[]>,
): Promise<ChangeListing<R>> {
  const window = windowOf(since);
  const [rows, deletedIds] = await Promise.all([
    read(window.after, limit === null ? null : limit + 1),
    window.deletedFrom === null ? Promise.resolve([]) : deleted(window.deletedFrom),
  ]);
  const page = pageOf(window, rows, limit);
  return {
    rows: page.rows,
    sync: {
      cursor: page.cursor,
      full: window.full,
      deleted_ids: deletedIds,
      has_more: page.hasMore,
    },
  };
}
