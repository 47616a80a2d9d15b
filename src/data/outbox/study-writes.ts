// Local-first writes of study items: the change is written here and queued in one transaction;
// the form that made it waits for the server's answer while one is likely (see UserOutbox.sent).
import { onOutboxRefusal } from './events';
import { dropFollowers, followerTables } from './id-followers';
import { itemKey } from './rows';
import { studyTable, type StudyEntity, type StudyItem } from './study-entities';
import { STUDY_OPS } from './study-ops';
import { currentId, isTemporaryId } from './temporary-ids';
import { requireOutbox } from './user-outbox';

/**
 * What a write did: `synced` when the server has it, false when it is saved on this device only
 * and will be sent later (the screens say which: SPEC point 8's success, or "saved on this
 * device"). A refusal rejects instead.
 */
export interface Saved<T> {
  item: T;
  synced: boolean;
}

/** What a deletion did (as `Saved`). */
export interface Deleted {
  synced: boolean;
}

/** Waits for change `seq` while its answer is likely; null (nothing to send) counts as synced. */
async function outcomeOf(seq: number | null): Promise<{ reached: boolean; result: unknown }> {
  if (seq === null) return { reached: true, result: null };
  return requireOutbox().outcome(seq);
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
function clientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Creates `item` (which carries a temporary id) locally and queues its POST. */
async function queueCreate<T extends StudyItem>(
  entity: StudyEntity,
  item: T,
  body: unknown,
): Promise<Saved<T>> {
  const outbox = requireOutbox();
  const table = studyTable(outbox.db, entity);
  const seq = await outbox.change([table], async () => {
    await table.put(item);
    // The device's name for this create travels with every sending of it: sent twice, it is
    // made once on the server.
    const named = body && typeof body === 'object' ? { ...body, client_key: clientKey() } : body;
    const payload = { entity, fileId: item.file_id, id: item.id, body: named };
    return { type: STUDY_OPS.create, key: itemKey(entity, item.id), fileId: item.file_id, payload };
  });
  const { reached, result } = await outcomeOf(seq);
  return { item: (result as T | null) ?? item, synced: reached };
}

/** The item under the id it has now (its server id once its create has been sent). */
async function current<T extends StudyItem>(entity: StudyEntity, item: T): Promise<T> {
  const id = await currentId(requireOutbox().db, entity, item.id);
  return id === item.id ? item : { ...item, id };
}

/** Writes `after` locally and queues the update that makes the server agree. */
async function queueUpdate<T extends StudyItem>(
  entity: StudyEntity,
  staleBefore: T,
  staleAfter: T,
  body: unknown,
): Promise<Saved<T>> {
  const before = await current(entity, staleBefore);
  const after = { ...staleAfter, id: before.id };
  const outbox = requireOutbox();
  const table = studyTable(outbox.db, entity);
  const seq = await outbox.change([table], async () => {
    await table.put(after);
    const payload = { entity, fileId: before.file_id, id: before.id, body, before };
    return {
      type: STUDY_OPS.update,
      key: itemKey(entity, before.id),
      fileId: before.file_id,
      payload,
    };
  });
  const { reached, result } = await outcomeOf(seq);
  return { item: (result as T | null) ?? after, synced: reached };
}

/** Removes `item` locally and queues its DELETE; an item the server never saw is just dropped. */
async function queueDelete(entity: StudyEntity, staleItem: StudyItem): Promise<Deleted> {
  const item = await current(entity, staleItem);
  const outbox = requireOutbox();
  const table = studyTable(outbox.db, entity);
  const key = itemKey(entity, item.id);
  const seq = await outbox.change([table, ...followerTables(outbox.db, entity)], async () => {
    await table.delete(item.id);
    await dropFollowers(outbox.db, entity, item.id);
    if (isTemporaryId(item.id)) {
      await outbox.queue.dropKey(key);
      return null;
    }
    const payload = { entity, fileId: item.file_id, id: item.id, before: item };
    return { type: STUDY_OPS.delete, key, fileId: item.file_id, payload };
  });
  const { reached } = await outcomeOf(seq);
  return { synced: reached };
}

/**
 * The queued writes of one kind of study item. After the server refuses one of them, `pull`
 * fetches that file's list again so the screen shows what the server has.
 */
export function studyItemWrites<T extends StudyItem>(
  entity: StudyEntity,
  pull: (fileId: number) => Promise<unknown>,
) {
  onOutboxRefusal((failure) => {
    if (failure.subject === entity && failure.fileId !== null) {
      pull(failure.fileId).catch(() => undefined);
    }
  });
  return {
    create: (item: T, body: unknown) => queueCreate(entity, item, body),
    update: (before: T, after: T, body: unknown) => queueUpdate(entity, before, after, body),
    remove: (item: T) => queueDelete(entity, item),
  };
}
