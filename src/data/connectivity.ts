// Whether the server can be reached, as a tiny subscribable (STYLE habit 10). Offline is a state,
// not an error: `offline` when the browser says so, `unreachable` when it says online but the
// server does not answer (a dead Wi-Fi, the server down). The app treats both the same way:
// reads come from this device, changes wait in the outbox, the banner says so.
import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/store';
import { setReachabilityReporter } from './api';

export type Connectivity = 'online' | 'offline' | 'unreachable';

const PROBE_PATH = '/api/health';
const PROBE_TIMEOUT_MS = 5_000;
const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 30_000;

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

const store = createStore<Connectivity>(browserOnline() ? 'online' : 'offline');
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeDelay = FIRST_PROBE_MS;
let probing: Promise<boolean> | null = null;

export function getConnectivity(): Connectivity {
  return store.get();
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Calls `listener` with every change of connectivity. */
export function onConnectivity(listener: (state: Connectivity) => void): () => void {
  let last = store.get();
  return store.subscribe(() => {
    const next = store.get();
    if (next === last) return;
    last = next;
    listener(next);
  });
}

function stopProbing(): void {
  if (probeTimer) clearTimeout(probeTimer);
  probeTimer = null;
  probeDelay = FIRST_PROBE_MS;
}

/** While unreachable, asks the server again after 2 s, then doubling up to 30 s. */
function scheduleProbe(): void {
  if (probeTimer) return;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    probeDelay = Math.min(probeDelay * 2, MAX_PROBE_MS);
    void probe();
  }, probeDelay);
}

/** What an API call (or a probe) found out: the server answered, or it could not be reached. */
export function reportReachability(reached: boolean): void {
  if (!browserOnline()) {
    stopProbing();
    store.set('offline');
    return;
  }
  if (reached) {
    stopProbing();
    store.set('online');
    return;
  }
  store.set('unreachable');
  scheduleProbe();
}

/** Asks the server whether it is there (no sign-in needed); concurrent calls share one request. */
export function probe(): Promise<boolean> {
  if (!browserOnline()) {
    reportReachability(false);
    return Promise.resolve(false);
  }
  probing ??= fetch(PROBE_PATH, {
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
    .then((response) => response.ok)
    .catch(() => false)
    .then((reached) => {
      reportReachability(reached);
      return reached;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}

let started = false;

/** Follows the browser's online/offline events and the API's answers (once per page). */
export function startConnectivity(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  setReachabilityReporter(reportReachability);
  window.addEventListener('offline', () => reportReachability(false));
  // Online again as the browser sees it: the server decides whether we are.
  window.addEventListener('online', () => void probe());
  if (!browserOnline()) store.set('offline');
}
