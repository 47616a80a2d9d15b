// The content of files the student opened, kept in Cache Storage so the viewer shows them
// offline. One cache per user (account deletion removes it whole); entries are keyed by file id,
// not by the signed URL, which changes every time the file is listed. No Dexie here: the pdf.js
// viewer page reads this cache too.

const CACHE_PREFIX = 'mnemo-files:';
/** A same-origin address that names a file's content in the cache (never fetched). */
const KEY_PATH = '/__mnemo/file-content/';
const BYTES_HEADER = 'X-Mnemo-Bytes';
const KEPT_AT_HEADER = 'X-Mnemo-Kept-At';

export function fileCacheName(uid: string): string {
  return `${CACHE_PREFIX}${uid}`;
}

function keyOf(fileId: number): string {
  return new URL(`${KEY_PATH}${fileId}`, self.location.origin).toString();
}

function fileIdOf(key: string): number | null {
  const path = new URL(key).pathname;
  if (!path.startsWith(KEY_PATH)) return null;
  const id = Number(path.slice(KEY_PATH.length));
  return Number.isInteger(id) ? id : null;
}

export function cacheStorageAvailable(): boolean {
  return typeof caches !== 'undefined';
}

/** The kept content of a file, or null. */
export async function keptFile(cacheName: string, fileId: number): Promise<Blob | null> {
  if (!cacheStorageAvailable()) return null;
  const cache = await caches.open(cacheName);
  const response = await cache.match(keyOf(fileId));
  return response ? response.blob() : null;
}

/** Keeps `content` as the file's content (replacing what was kept). */
export async function keepFile(cacheName: string, fileId: number, content: Blob): Promise<void> {
  if (!cacheStorageAvailable()) return;
  const cache = await caches.open(cacheName);
  const headers = new Headers({
    'Content-Type': content.type || 'application/octet-stream',
    'Content-Length': String(content.size),
    [BYTES_HEADER]: String(content.size),
    [KEPT_AT_HEADER]: new Date().toISOString(),
  });
  await cache.put(keyOf(fileId), new Response(content, { headers }));
}

/** Downloads a file's content from its (signed) URL; throws when it cannot. */
export async function downloadFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The file could not be loaded (${response.status})`);
  return response.blob();
}

export interface KeptFiles {
  files: number;
  bytes: number;
}

/** How many files this user's cache keeps and how many bytes they take. */
export async function keptFilesUsage(cacheName: string): Promise<KeptFiles> {
  if (!cacheStorageAvailable() || !(await caches.has(cacheName))) return { files: 0, bytes: 0 };
  const cache = await caches.open(cacheName);
  let bytes = 0;
  const keys = await cache.keys();
  for (const request of keys) {
    const response = await cache.match(request);
    const size = Number(response?.headers.get(BYTES_HEADER));
    bytes += Number.isFinite(size) ? size : 0;
  }
  return { files: keys.length, bytes };
}

/** Ids of the files kept in this user's cache. */
export async function keptFileIds(cacheName: string): Promise<number[]> {
  if (!cacheStorageAvailable() || !(await caches.has(cacheName))) return [];
  const keys = await (await caches.open(cacheName)).keys();
  return keys.map((request) => fileIdOf(request.url)).filter((id): id is number => id !== null);
}

/** Forgets the kept content of some files (deleted files). */
export async function forgetFiles(cacheName: string, fileIds: readonly number[]): Promise<void> {
  if (!cacheStorageAvailable() || fileIds.length === 0) return;
  const cache = await caches.open(cacheName);
  await Promise.all(fileIds.map((id) => cache.delete(keyOf(id))));
}

/** Removes every file this user kept on the device. */
export async function clearKeptFiles(cacheName: string): Promise<void> {
  if (cacheStorageAvailable()) await caches.delete(cacheName);
}
