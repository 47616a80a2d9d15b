import { ConnectionStatus } from './ConnectionStatus';
import { SyncStatus } from './SyncStatus';

/**
 * The footer's indicators (real-time connection, changes waiting to sync): loaded after the chat
 * screen's first paint, with the socket and the outbox they read.
 */
export default function FooterStatus() {
  return (
    <>
      <ConnectionStatus />
      <SyncStatus />
    </>
  );
}
