import { registerSW } from 'virtual:pwa-register';

/** Registers workers/sw.ts; the new worker takes over at once (skipWaiting + clientsClaim). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
