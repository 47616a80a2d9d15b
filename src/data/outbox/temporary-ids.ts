// Items made on this device live under a temporary negative id until the server gives them one.
import type { MnemoDb } from '../database';

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

const mapKey = (kind: string, temporary: number) => `server-id:${kind}:${temporary}`;

/** Remembers the server's id of an item created here (inside the transaction that moves it). */
export async function rememberServerId(
  db: MnemoDb,
  kind: string,
  temporary: number,
  server: number,
): Promise<void> {
  await db.meta.put({ key: mapKey(kind, temporary), value: server });
}

/**
 * The id an item has now: a screen may still hold the temporary id of an item whose create has
 * since reached the server (sent by this page, another tab or the service worker).
 */
export async function currentId(db: MnemoDb, kind: string, id: number): Promise<number> {
  if (!isTemporaryId(id)) return id;
  const mapped = (await db.meta.get(mapKey(kind, id)))?.value;
  return typeof mapped === 'number' ? mapped : id;
}
