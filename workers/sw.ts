/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG } from '../src/data/outbox/background-sync';
import { signedInUser } from './sw-auth';
import { sendQueue } from './sw-outbox';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** Background Sync's event (Chromium); not in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

void self.skipWaiting();
clientsClaim();

// The app shell: every built asset, revisioned by the build. Query strings never select a
// different static file (the PDF viewer page takes `?file=`), so they are ignored for lookups.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

const isApi = (url: URL): boolean =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws/');

// The API and the socket always go to the network; offline data lives in IndexedDB instead.
registerRoute(({ url }) => isApi(url), new NetworkOnly());
registerRoute(({ url }) => isApi(url), new NetworkOnly(), 'POST');
registerRoute(({ url }) => isApi(url), new NetworkOnly(), 'PUT');
registerRoute(({ url }) => isApi(url), new NetworkOnly(), 'PATCH');
registerRoute(({ url }) => isApi(url), new NetworkOnly(), 'DELETE');

// Hash routes all load index.html; any navigation outside the API falls back to it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/ws\//, /^\/src\/pdf-viewer\//],
  }),
);

// Built assets are immutable (hashed names): cache-first for any not in the precache list.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') ||
      ['script', 'style', 'font', 'image', 'worker'].includes(request.destination)),
  new CacheFirst({ cacheName: 'mnemo-assets' }),
);

// Changes queued while offline go out when connectivity returns, even with every page closed.
// A failure to reach the server rejects, so the browser tries again later (with backoff); with
// no signed-in user the queue is left for the page.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    signedInUser()
      .then(sendQueue)
      .then((outcome) => {
        if (outcome === 'waiting') throw new Error('The server cannot be reached yet');
      }),
  );
});
