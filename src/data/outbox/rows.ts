// The stored shape of a queued change. Rows outlive the code that wrote them (a change queued
// before an app update is sent by the new version), so every row carries the version of its
// payload, and rows written before versions existed are read through `upgradeLegacyRow`.

/** One queued change as IndexedDB keeps it. */
export interface OutboxRow {
  seq?: number;
  /** Version of `payload` for its `type` (see the op's handler). */
  v: number;
  /** The registered kind of operation, e.g. 'study.update' or 'file.upload'. */
  type: string;
  /** What the change is about, e.g. 'flashcard:12': changes of one key are sent in order. */
  key: string;
  /** The file whose items it changes, so a pull of that file keeps what is still queued. */
  fileId: number | null;
  payload: unknown;
  created_at: string;
  attempts?: number;
}

/** A row as the first outbox (one file, no versions) stored it. */
interface LegacyRow {
  seq?: number;
  created_at: string;
  op: string;
  payload: {
    kind: 'create' | 'update' | 'delete';
    entity: string;
    fileId: number;
    id: number;
    body?: unknown;
    before?: unknown;
  };
  attempts?: number;
}

function isLegacyRow(row: unknown): row is LegacyRow {
  return (
    Boolean(row) && typeof row === 'object' && !('v' in (row as object)) && 'op' in (row as object)
  );
}

/** The key of one study item in the queue, e.g. 'flashcard:12'. */
export function itemKey(entity: string, id: number): string {
  return `${entity}:${id}`;
}

/**
 * A row of any version, in today's envelope: a legacy row becomes a version-1 row of
 * 'study.<kind>' (its payload kept as it was: the study handlers upgrade it from version 1).
 */
export function upgradeLegacyRow(row: OutboxRow | LegacyRow): OutboxRow {
  if (!isLegacyRow(row)) return row;
  const { kind, entity, fileId, id } = row.payload;
  return {
    ...(row.seq !== undefined ? { seq: row.seq } : {}),
    v: 1,
    type: `study.${kind}`,
    key: itemKey(entity, id),
    fileId,
    payload: row.payload,
    created_at: row.created_at,
    ...(row.attempts !== undefined ? { attempts: row.attempts } : {}),
  };
}
