// Every file on this device, read by screens that only show them (the chat's links to files):
// no API, outbox or schemas, so the chat screen's first paint can use it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FileRecord } from '../../contract';
import { useDb } from './db';

/** All local files, for matching links in chat answers to uploaded files. */
export function useAllFiles(): FileRecord[] {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.files.toArray() : []), [db]) ?? [];
}
