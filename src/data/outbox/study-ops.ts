// The operations on study items (create, update, delete of concepts, flashcards and quiz
// questions) as outbox handlers.
import type { z } from 'zod';
import { ApiError, apiFetch, INVALID_RESPONSE } from '../api';
import type { MnemoDb } from '../database';
import { OutboxQueue } from './queue';
import { registerOp, type BatchedChange, type OpHandler } from './registry';
import { itemKey } from './rows';
import {
  STUDY_ENTITIES,
  studyItemsPath,
  studyTable,
  type StudyEntity,
  type StudyItem,
} from './study-entities';
import { dropFollowers, followerTables, moveFollowers } from './id-followers';
import { rememberServerId } from './temporary-ids';

/** Version 2 payloads; version 1 rows (before versions) carried the same plus a `kind`. */
export interface StudyCreate {
  entity: StudyEntity;
  fileId: number;
  id: number;
  body: unknown;
}
export interface StudyUpdate extends StudyCreate {
  /** The row as it was, to undo a change the server refused. */
  before: StudyItem;
}
export interface StudyDelete {
  entity: StudyEntity;
  fileId: number;
  id: number;
  before: StudyItem;
}
type StudyPayload = StudyCreate | StudyUpdate | StudyDelete;
type StudyAnswer = { data: StudyItem } | undefined;

export const STUDY_OP_VERSION = 2;
export const STUDY_OPS = {
  create: 'study.create',
  update: 'study.update',
  delete: 'study.delete',
} as const;

function fromV1<P extends StudyPayload>(payload: unknown): P {
  const { kind: _kind, ...rest } = payload as P & { kind?: string };
  return rest as P;
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
  for (const row of await new OutboxQueue(db).ofFile(fileId)) {
    if (!row.type.startsWith('study.')) continue;
    const op = row.payload as StudyPayload;
    if (op.entity !== entity) continue;
    if (row.type === STUDY_OPS.delete) deleted.add(op.id);
    else kept.add(op.id);
  }
  return { kept, deleted };
}

/** Reads a study item's answer in a batch as `apiFetch` would read it alone. */
function reader(schema: z.ZodType<{ data: StudyItem }>) {
  return (body: unknown, status: number): StudyAnswer => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(status, INVALID_RESPONSE, body);
    return parsed.data;
  };
}

/** An item still under its temporary id cannot be named to the server: it goes alone, later. */
function batchedOf<A>(p: { id: number }, change: BatchedChange<A>): BatchedChange<A> | null {
  return p.id < 0 ? null : change;
}

const common = {
  version: STUDY_OP_VERSION,
  tables: (db: MnemoDb, p: { entity: StudyEntity }) => [
    studyTable(db, p.entity),
    ...followerTables(db, p.entity),
  ],
  result: (answer: StudyAnswer) => answer?.data ?? null,
};

/** The item is back as it was, unless later queued changes of it still stand. */
async function restore(p: StudyUpdate | StudyDelete, db: MnemoDb) {
  const others = await pendingIds(db, p.entity, p.fileId);
  if (!others.kept.has(p.id) && !others.deleted.has(p.id)) {
    await studyTable(db, p.entity).put(p.before);
  }
}

const create: OpHandler<StudyCreate, StudyAnswer> = {
  ...common,
  upgrade: (payload) => fromV1<StudyCreate>(payload),
  send: (p) =>
    apiFetch(studyItemsPath(p.entity, p.fileId), {
      method: 'POST',
      body: JSON.stringify(p.body),
      schema: STUDY_ENTITIES[p.entity].response,
    }),
  batched: (p) => ({
    change: { method: 'POST', path: studyItemsPath(p.entity, p.fileId), body: p.body },
    read: reader(STUDY_ENTITIES[p.entity].response),
  }),
  async settle(_row, p, answer, { db, queue }) {
    const saved = answer?.data;
    if (!saved) return;
    // The row moves to its server id; queued edits of it follow.
    const table = studyTable(db, p.entity);
    const key = itemKey(p.entity, p.id);
    const later = await queue.ofKey(key);
    await rememberServerId(db, p.entity, p.id, saved.id);
    await moveFollowers(db, p.entity, p.id, saved.id);
    const local = await table.get(p.id);
    await table.delete(p.id);
    if (local) await table.put(later.length > 0 ? { ...local, id: saved.id } : saved);
    for (const other of later) {
      const moved = { ...(other.payload as StudyUpdate), id: saved.id };
      if ('before' in moved) moved.before = { ...moved.before, id: saved.id };
      await queue.replace({ ...other, key: itemKey(p.entity, saved.id), payload: moved });
    }
  },
  async undo(_row, p, { db, queue }) {
    await studyTable(db, p.entity).delete(p.id);
    await dropFollowers(db, p.entity, p.id);
    await queue.dropKey(itemKey(p.entity, p.id));
  },
  failure: (p) => ({ subject: p.entity, action: 'create', fileId: p.fileId }),
};

const update: OpHandler<StudyUpdate, StudyAnswer> = {
  ...common,
  upgrade: (payload) => fromV1<StudyUpdate>(payload),
  send: (p) => {
    const spec = STUDY_ENTITIES[p.entity];
    return apiFetch(`${studyItemsPath(p.entity, p.fileId)}/${p.id}`, {
      method: spec.updateMethod,
      body: JSON.stringify(p.body),
      schema: spec.response,
    });
  },
  batched: (p) => {
    const spec = STUDY_ENTITIES[p.entity];
    return batchedOf(p, {
      change: {
        method: spec.updateMethod,
        path: `${studyItemsPath(p.entity, p.fileId)}/${p.id}`,
        body: p.body,
      },
      read: reader(spec.response),
    });
  },
  async settle(_row, p, answer, { db, queue }) {
    const saved = answer?.data;
    if (!saved) return;
    const table = studyTable(db, p.entity);
    const later = await queue.ofKey(itemKey(p.entity, p.id));
    if (later.length === 0 && (await table.get(p.id))) await table.put(saved);
  },
  undo: (_row, p, { db }) => restore(p, db),
  failure: (p) => ({ subject: p.entity, action: 'update', fileId: p.fileId }),
};

const remove: OpHandler<StudyDelete, undefined> = {
  ...common,
  upgrade: (payload) => fromV1<StudyDelete>(payload),
  send: (p) =>
    apiFetch(`${studyItemsPath(p.entity, p.fileId)}/${p.id}`, { method: 'DELETE' }).then(
      () => undefined,
    ),
  batched: (p) =>
    batchedOf(p, {
      change: { method: 'DELETE', path: `${studyItemsPath(p.entity, p.fileId)}/${p.id}` },
      read: () => undefined,
    }),
  settle: async () => undefined,
  undo: (_row, p, { db }) => restore(p, db),
  // Already gone on the server: what the student wanted.
  alreadyDone: (error) => error instanceof ApiError && error.status === 404,
  failure: (p) => ({ subject: p.entity, action: 'delete', fileId: p.fileId }),
};

registerOp(STUDY_OPS.create, create);
registerOp(STUDY_OPS.update, update);
registerOp(STUDY_OPS.delete, remove);
