import { registerSW } from 'virtual:pwa-register';

/** Registers workers/sw.ts; the new worker takes over at once (skipWaiting + clientsClaim). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true, // the caller waits for the page's load itself
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
