// How much this device keeps for the signed-in user (Settings): the files kept for offline
// viewing, and what the browser says the app uses of the space it may take.
import { useCallback, useEffect, useState } from 'react';
import { useDb } from './db';
import { clearKeptFiles, keptFilesUsage } from './file-cache';
import { fileCacheOf } from './file-content';

export interface DeviceStorage {
  /** Files kept for offline viewing, and their bytes. */
  keptFiles: number;
  keptBytes: number;
  /** Everything the app stores on this device (database, files, app shell), when known. */
  usage: number | null;
  quota: number | null;
  /** The browser promised not to evict it under storage pressure. */
  persisted: boolean | null;
}

async function measure(cacheName: string): Promise<DeviceStorage> {
  const [kept, estimate, persisted] = await Promise.all([
    keptFilesUsage(cacheName),
    navigator.storage?.estimate?.().catch(() => null) ?? Promise.resolve(null),
    navigator.storage?.persisted?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  return {
    keptFiles: kept.files,
    keptBytes: kept.bytes,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted,
  };
}

export function useDeviceStorage(): {
  storage: DeviceStorage | null;
  clearKept: () => Promise<void>;
} {
  const db = useDb();
  const cacheName = db ? fileCacheOf(db) : null;
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  const [n, setN] = useState(0);

  useEffect(() => {
    if (!cacheName) return;
    let alive = true;
    measure(cacheName).then(
      (measured) => alive && setStorage(measured),
      (error: unknown) => console.warn('Could not measure storage', error),
    );
    return () => {
      alive = false;
    };
  }, [cacheName, n]);

  const clearKept = useCallback(async () => {
    if (!cacheName) return;
    await clearKeptFiles(cacheName);
    setN((x) => x + 1);
  }, [cacheName]);

  return { storage, clearKept };
}
