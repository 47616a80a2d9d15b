/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

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
