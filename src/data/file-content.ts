// What the file viewer shows: a file's content from this device when it was kept, else from the
// server (with a fresh link), kept on the way for next time. PDFs and images are kept once
// opened; videos up to the size set in Settings (README "File contents offline").
import { useEffect, useState } from 'react';
import { FileRecord } from '../../contract';
import type { ViewerType } from '../lib/fileType';
import { apiFetch } from './api';
import { getConnectivity } from './connectivity';
import { useDb, type MnemoDb } from './db';
import {
  downloadFile,
  fileCacheName,
  forgetFiles,
  keepFile,
  keptFile,
  keptFileIds,
} from './file-cache';
import { getPreferences } from './preferences';

/** The cache of the user whose database is open (its name is `mnemo-<uid>`). */
export function fileCacheOf(db: MnemoDb): string {
  return fileCacheName(db.name.replace(/^mnemo-/, ''));
}

export function useFileCacheName(): string | null {
  const db = useDb();
  return db ? fileCacheOf(db) : null;
}

/** Whether a file of this kind and size is kept on the device once opened. */
export function isKeptKind(type: ViewerType, sizeBytes: number | null): boolean {
  if (type === 'pdf' || type === 'image') return true;
  if (type !== 'video') return false;
  const limit = getPreferences().offlineVideoLimitMb * 1024 * 1024;
  return sizeBytes !== null && sizeBytes <= limit;
}

let persistAsked = false;

/** Asks the browser not to evict what we keep under storage pressure (once per page). */
function askPersistence(): void {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  navigator.storage.persist().catch(() => undefined);
}

/** A link to the file's content signed now (the stored one may have expired). */
export async function freshFileUrl(fileId: number, stored: string | null): Promise<string | null> {
  if (getConnectivity() !== 'online') return stored;
  try {
    const record = await apiFetch(`/api/v1/files/${fileId}`, { schema: FileRecord });
    return record.file_url;
  } catch {
    return stored;
  }
}

export interface ViewedFile {
  id: number;
  file_url: string | null;
  size_bytes?: number | null;
}

export type FileSource =
  | { state: 'loading' }
  /** `url`: an object URL of the kept content, or the server's link; `kept`: on this device. */
  | { state: 'ready'; url: string; kept: boolean; cacheName: string | null }
  /** Not on this device, and the server cannot be reached. */
  | { state: 'offline' };

/**
 * The content to show for a file in the viewer. A PDF is handed to the pdf.js page by link (it
 * reads the cache itself, by file id); an image is downloaded once, kept and shown from the
 * device; a video streams from the server and is kept in the background when small enough.
 */
export function useFileSource(file: ViewedFile, type: ViewerType): FileSource {
  const cacheName = useFileCacheName();
  const [source, setSource] = useState<FileSource>({ state: 'loading' });
  const { id, file_url: storedUrl } = file;
  const size = file.size_bytes ?? null;

  useEffect(() => {
    let alive = true;
    let objectUrl: string | null = null;
    const show = (next: FileSource): void => {
      if (alive) setSource(next);
    };
    const fromBlob = (blob: Blob, kept: boolean) => {
      objectUrl = URL.createObjectURL(blob);
      show({ state: 'ready', url: objectUrl, kept, cacheName });
    };

    async function resolve(): Promise<void> {
      const kept = cacheName ? await keptFile(cacheName, id).catch(() => null) : null;
      if (!alive) return;
      if (kept && type !== 'pdf') return fromBlob(kept, true);
      const url = await freshFileUrl(id, storedUrl);
      if (!alive) return;
      if (kept) return show({ state: 'ready', url: url ?? '', kept: true, cacheName });
      if (!url || getConnectivity() !== 'online') return show({ state: 'offline' });
      const keep = cacheName !== null && isKeptKind(type, size);
      if (keep) askPersistence();
      if (type === 'image' && keep && cacheName) {
        try {
          const blob = await downloadFile(url);
          await keepFile(cacheName, id, blob);
          return fromBlob(blob, true);
        } catch (error) {
          console.warn('Could not keep the image on this device', error);
        }
      }
      show({ state: 'ready', url, kept: false, cacheName: keep ? cacheName : null });
      if (type === 'video' && keep && cacheName) {
        // The video plays from the server now; a copy is kept for next time.
        downloadFile(url)
          .then((blob) => keepFile(cacheName, id, blob))
          .catch((error: unknown) =>
            console.warn('Could not keep the video on this device', error),
          );
      }
    }

    setSource({ state: 'loading' });
    if (id <= 0 || (type !== 'pdf' && type !== 'image' && type !== 'video')) {
      // A link from an answer to a file not in the list, or nothing to keep: shown as it is.
      show(
        storedUrl
          ? { state: 'ready', url: storedUrl, kept: false, cacheName: null }
          : { state: 'offline' },
      );
      return;
    }
    resolve().catch((error: unknown) => {
      console.error('Could not open the file', error);
      show(
        storedUrl
          ? { state: 'ready', url: storedUrl, kept: false, cacheName: null }
          : { state: 'offline' },
      );
    });
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [cacheName, id, storedUrl, type, size]);

  return source;
}

/** Forgets the kept content of files no longer on this device (deleted elsewhere). */
export async function pruneKeptFiles(db: MnemoDb): Promise<void> {
  const cacheName = fileCacheOf(db);
  const kept = await keptFileIds(cacheName);
  if (kept.length === 0) return;
  const present = new Set(await db.files.toCollection().primaryKeys());
  await forgetFiles(
    cacheName,
    kept.filter((id) => !present.has(id)),
  );
}
