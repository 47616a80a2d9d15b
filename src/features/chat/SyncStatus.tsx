import { usePendingChanges } from '../../data/outbox';
import { useChatText } from './messages';

/** Tells how many changes made on this device still wait to reach the server; nothing when none. */
export function SyncStatus() {
  const chatText = useChatText();
  const pending = usePendingChanges() ?? 0;
  return (
    <p className="chat-sync" role="status" aria-live="polite">
      {pending > 0 ? chatText.pendingChanges(pending) : ''}
    </p>
  );
}
