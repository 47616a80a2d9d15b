// The outbox: changes made on this device, queued in IndexedDB and sent in order by the page or
// the service worker. See README "Local-first writes".
import { useLiveQuery } from 'dexie-react-hooks';
import { useDb } from '../db';
import './handlers';

export { onOutboxFailure, onOutboxRefusal } from './events';
export type { OutboxFailure } from './registry';
export { studyItemsPath, studyTable, type StudyEntity, type StudyItem } from './study-entities';
export { pendingIds } from './study-ops';
export { studyItemWrites, type Deleted, type Saved } from './study-writes';
export { byIdThenPending, isTemporaryId, temporaryId } from './temporary-ids';
export {
  disposeOutbox,
  flushOutbox,
  getOutbox,
  requireOutbox,
  startOutboxSync,
} from './user-outbox';

/** How many changes made on this device wait to reach the server (undefined while loading). */
export function usePendingChanges(): number | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.outbox.count() : 0), [db]);
}
