// How many changes wait on this device: read by the offline banner, which shows with a returning
// student's first screen, so it stays off the outbox's code (one count of its table).
import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from '../db';

/** How many changes made on this device wait to reach the server (undefined while loading). */
export function usePendingChanges(): number | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.outbox.count() : 0), [db]);
}
