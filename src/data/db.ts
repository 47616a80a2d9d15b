import Dexie from 'dexie';
import { useSyncExternalStore } from 'react';
import { dbName, MnemoDb } from './database';

export { dbName, MnemoDb } from './database';
export type { HistoryRow, MessageRow, MetaRow, OutboxRow } from './database';

// The one open database of the signed-in user, as a tiny subscribable (STYLE habit 10).
let current: MnemoDb | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens (or keeps) the database of `uid`; called by the session on sign-in. */
export function openUserDb(uid: string): MnemoDb {
  if (current && current.name === dbName(uid)) return current;
  current?.close();
  current = new MnemoDb(dbName(uid));
  emit();
  return current;
}

/** Closes the database on sign-out; the data stays on the device for the next sign-in. */
export function closeUserDb(): void {
  if (!current) return;
  current.close();
  current = null;
  emit();
}

/** Removes the whole local database of `uid` (account deletion). */
export async function deleteUserDb(uid: string): Promise<void> {
  if (current && current.name === dbName(uid)) closeUserDb();
  await Dexie.delete(dbName(uid));
}

export function getDb(): MnemoDb | null {
  return current;
}

/** The open database, or an error the caller can show (no user signed in). */
export function requireDb(): MnemoDb {
  if (!current) throw new Error('Authentication session expired. Please refresh.');
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDb(): MnemoDb | null {
  return useSyncExternalStore(subscribe, getDb, getDb);
}
