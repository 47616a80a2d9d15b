// Offline search and answers, wired into the session: the chunk mirror joins the mirror's pulls
// (and a file's chunks go with the file), and the engine worker indexes them as soon as the
// server cannot be reached, so the first question asked offline is answered at once.
import { CHUNKS } from './chunk-mirror';
import { getConnectivity, onConnectivity } from './connectivity';
import { stopDeviceEngine, warmDeviceEngine } from './device-engine';
import { registerFileChildTable, registerMirrorCollection } from './mirror';

registerMirrorCollection(CHUNKS);
registerFileChildTable((db) => db.chunks);

let stop: (() => void) | null = null;

/**
 * Starts indexing on the device whenever the app goes offline (or the server out of reach);
 * online, search and answers come from the server and the worker is not started.
 */
export function startDeviceEngine(): void {
  stop?.();
  if (getConnectivity() !== 'online') warmDeviceEngine();
  stop = onConnectivity((state) => {
    if (state !== 'online') warmDeviceEngine();
  });
}

/** Sign-out: the worker lets the database go. */
export function endDeviceEngine(): void {
  stop?.();
  stop = null;
  stopDeviceEngine();
}
