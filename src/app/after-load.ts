import { readRememberedUser } from '../data/session/remembered-user';
import { whenScreenShown } from '../data/session/screen-shown';
import { fetchTelemetryConfig } from '../data/telemetry-config';
import { setupTelemetry } from '../telemetry/setup';
import { whenIdle } from '../lib/yield';
import { registerServiceWorker } from './service-worker';

/**
 * What the first screen does not wait for, once the page has loaded: the service worker (its
 * precache download must not compete with the first visit's own requests) and analytics when
 * the server names a key (the session sets it up too, on the pages that start one). A returning
 * student's screen is painted from the device first: these wait for it, as the session does.
 */
export function startAfterLoad(): void {
  const start = () =>
    void (readRememberedUser() ? whenScreenShown() : Promise.resolve()).then(() =>
      whenIdle(() => {
        registerServiceWorker();
        void fetchTelemetryConfig().then((keys) => (keys ? setupTelemetry(keys) : undefined));
      }, 2000),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
