import { usePendingChanges } from '../../data/outbox';
import { CHAT_TEXT } from './messages';

/** Tells how many changes made on this device still wait to reach the server; nothing when none. */
export function SyncStatus() {
  const pending = usePendingChanges() ?? 0;
  return (
    <p className="chat-sync" role="status" aria-live="polite">
      {pending > 0 ? CHAT_TEXT.pendingChanges(pending) : ''}
    </p>
  );
}
