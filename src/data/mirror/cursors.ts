// Where each mirrored collection's sync cursor is kept: in the user's database, so the next
// pull (this page, the next visit) asks only for what changed since.
import type { MnemoDb } from '../database';

const key = (collection: string) => `mirror-cursor:${collection}`;

export async function readCursor(db: MnemoDb, collection: string): Promise<string | null> {
  const value = (await db.meta.get(key(collection)))?.value;
  return typeof value === 'string' ? value : null;
}

/** Call inside the transaction that applies the answer the cursor came with. */
export async function writeCursor(db: MnemoDb, collection: string, cursor: string): Promise<void> {
  await db.meta.put({ key: key(collection), value: cursor });
}

/** Forgets every cursor: the next pull lists everything again. */
export async function forgetCursors(db: MnemoDb): Promise<void> {
  await db.meta.where('key').startsWith('mirror-cursor:').delete();
}
