// Incremental lists (README "Incremental lists"): a list call given `updated_since=<cursor>`
// answers only the rows changed after that point, the ids deleted since, and the cursor to pass
// next time. The cursor is opaque to clients; here it is the position (updated_at, id) after
// which rows are new, plus what a paged full listing needs to carry from page to page.
import { sql, type SqlBool, type RawBuilder } from 'kysely';

/** `updated_since` value that asks for everything (a first sync, or starting over). */
export const FROM_START = '0';

/**
 * How far back a finished listing's cursor is set from the time it was read. A write whose
 * timestamp was taken before the read but committed after it (another connection, another
 * process with a slightly different clock) is then still listed next time.
 */
export const CURSOR_OVERLAP_MS = 5_000;

/** Tombstones are kept this long; a cursor older than that gets a full listing instead. */
export const TOMBSTONE_DAYS = 30;

/** A row's place in the order of changes. */
export interface ChangePosition {
  at: string;
  id: number;
}

interface CursorData {
  v: 1;
  /** Rows after (at, id) are new. */
  at: string;
  id: number;
  /** Set while a paged listing continues: when its first page was read. */
  anchor: string | null;
  /** The listing being paged is a full one. */
  full: boolean;
}

/** What a list call reads for one `updated_since`. */
export interface ChangeWindow {
  /** Everything is listed (first sync, or a cursor older than the tombstones): the client replaces its copy. */
  full: boolean;
  /** Rows strictly after this position are listed; null: all rows. */
  after: ChangePosition | null;
  /** Tombstones from this time on are listed; null with a full listing. */
  deletedFrom: string | null;
  /** When this listing (its first page, when paged) was read. */
  anchor: string;
}

function encode(data: CursorData): string {
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function decode(text: string): CursorData | null {
  try {
    const data = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<CursorData>;
    if (data.v !== 1 || typeof data.at !== 'string' || !ISO.test(data.at)) return null;
    if (typeof data.id !== 'number' || !Number.isInteger(data.id)) return null;
    if (data.anchor !== null && (typeof data.anchor !== 'string' || !ISO.test(data.anchor)))
      return null;
    return { v: 1, at: data.at, id: data.id, anchor: data.anchor, full: data.full === true };
  } catch {
    return null;
  }
}

function shift(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

/**
 * The window a cursor opens, read at `now`; null when `since` is not a cursor this server gave
 * (the caller answers 422).
 */
export function changeWindow(since: string, now: string): ChangeWindow | null {
  if (since === FROM_START) return { full: true, after: null, deletedFrom: null, anchor: now };
  const cursor = decode(since);
  if (!cursor) return null;
  const anchor = cursor.anchor ?? now;
  const position = { at: cursor.at, id: cursor.id };
  if (cursor.full) return { full: true, after: position, deletedFrom: null, anchor };
  if (cursor.at < shift(now, -TOMBSTONE_DAYS * 86_400_000)) {
    // Tombstones that old may be gone: list everything, so nothing deleted stays on the client.
    return { full: true, after: null, deletedFrom: null, anchor: now };
  }
  return { full: false, after: position, deletedFrom: cursor.at, anchor };
}

/** The sync part of an answer: the cursor to pass next, and whether more pages follow. */
export interface ChangePage<R> {
  rows: R[];
  hasMore: boolean;
  cursor: string;
}

/**
 * Cuts `rows` (read with `limit + 1` in change order) to a page and gives the next cursor: after
 * the last row while pages follow, else the read time less the overlap.
 */
export function pageOf<R extends { id: number; updated_at: string }>(
  window: ChangeWindow,
  rows: R[],
  limit: number | null,
): ChangePage<R> {
  const hasMore = limit !== null && rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  if (hasMore && last) {
    return {
      rows: page,
      hasMore,
      cursor: encode({
        v: 1,
        at: last.updated_at,
        id: last.id,
        anchor: window.anchor,
        full: window.full,
      }),
    };
  }
  const at = shift(window.anchor, -CURSOR_OVERLAP_MS);
  return {
    rows: page,
    hasMore: false,
    cursor: encode({ v: 1, at, id: 0, anchor: null, full: false }),
  };
}

/** The cursor that starts after `position` (tests, and a server that wants to hand one out). */
export function cursorAfter(position: ChangePosition): string {
  return encode({ v: 1, at: position.at, id: position.id, anchor: null, full: false });
}

/**
 * The condition "changed after `after`" on a table with `updated_at` and `id` (of the table named
 * `alias` in a join, unqualified otherwise); order such queries by updated_at, then id.
 */
export function changedAfter(after: ChangePosition, alias?: string): RawBuilder<SqlBool> {
  const at = sql.ref(alias ? `${alias}.updated_at` : 'updated_at');
  const id = sql.ref(alias ? `${alias}.id` : 'id');
  return sql<SqlBool>`(${at} > ${after.at} or (${at} = ${after.at} and ${id} > ${after.id}))`;
}
