// Background Sync: the page asks the browser to wake the service worker once connectivity is
// back, so changes queued here go out even when every page of the app has been closed.

export const OUTBOX_SYNC_TAG = 'mnemo-outbox';

/** What the service worker and the pages say to each other about the outbox. */
export const OUTBOX_CHANNEL = 'mnemo-outbox';
export type OutboxMessage = { type: 'refused' } | { type: 'sent' };

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registers the sync tag (Chromium); a no-op where Background Sync or a service worker is missing. */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return false;
  try {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Background Sync is not available', error);
    return false;
  }
}
