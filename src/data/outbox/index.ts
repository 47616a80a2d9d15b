// The outbox: changes made on this device, queued in IndexedDB and sent in order by the page or
// the service worker. See README "Local-first writes".
import './handlers';

export { usePendingChanges } from './pending';

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
