import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { EntityTable } from 'dexie';
import {
  FileListResponse,
  MAX_PAGE_SIZE,
  UploadResponse,
  type ComprehensionLevel,
  type FileRecord,
  type Language,
} from '../../contract';
import { apiFetch } from './api';
import { getDb, useDb, type MnemoDb } from './db';
import { errorText } from '../lib/errors';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../lib/pagination';
import { createStore } from '../lib/store';

export type { FileRecord } from '../../contract';

export interface StudyPrefs {
  selectedLanguage: Language;
  comprehensionLevel: ComprehensionLevel;
}

export const FILE_MESSAGES = {
  fetchFailed: 'Failed to fetch files.',
  fetchUnexpected: 'An unexpected error occurred while fetching files.',
  loadError: (message: string) => `Error loading files: ${message}`,
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred during file upload. Please try again.',
} as const;

const TOTAL_KEY = 'files.total';

/** The open database, or an error the caller can show (no user signed in). */
export function requireDb(): MnemoDb {
  const db = getDb();
  if (!db) throw new Error('Authentication session expired. Please refresh.');
  return db;
}

/** Newest first, as the API lists them. */
function newestFirst(a: FileRecord, b: FileRecord): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/**
 * GET one page into IndexedDB. Local rows that sort inside the page's span but are no longer
 * on the server are removed in the same transaction, so the list never shows ghosts.
 */
export async function pullFiles(page: number, pageSize: number): Promise<FileListResponse> {
  const db = requireDb();
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  const res = await apiFetch(`/api/v1/files?${params.toString()}`, { schema: FileListResponse });
  await db.transaction('rw', db.files, db.meta, async () => {
    const local = (await db.files.toArray()).sort(newestFirst);
    const keep = new Set(res.items.map((f) => f.id));
    const first = res.items[0];
    const last = res.items[res.items.length - 1];
    const isLast = page * pageSize >= res.total;
    const stale = local.filter((f) => {
      if (keep.has(f.id)) return false;
      if (!first || !last) return page === 1;
      const afterFirst = page === 1 || newestFirst(first, f) <= 0;
      const beforeLast = isLast || newestFirst(f, last) <= 0;
      return afterFirst && beforeLast;
    });
    await db.files.bulkDelete(stale.map((f) => f.id));
    await db.files.bulkPut(res.items);
    await db.meta.put({ key: TOTAL_KEY, value: res.total });
  });
  return res;
}

export interface FilesView {
  items: FileRecord[];
  total: number;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** One page of files from IndexedDB; pulls that page from the API whenever it changes. */
export function useFiles(page: number, pageSize: number): FilesView {
  const db = useDb();
  const [pull, setPull] = useState({ key: '', loading: true, error: null as string | null, n: 0 });
  const key = `${page}/${pageSize}/${pull.n}`;
  const data = useLiveQuery(async () => {
    if (!db) return null;
    const all = (await db.files.toArray()).sort(newestFirst);
    const total = (await db.meta.get(TOTAL_KEY))?.value;
    const start = (page - 1) * pageSize;
    return {
      items: all.slice(start, start + pageSize),
      total: typeof total === 'number' ? Math.max(total, all.length) : all.length,
    };
  }, [db, page, pageSize]);

  useEffect(() => {
    if (!db) return;
    let alive = true;
    pullFiles(page, pageSize).then(
      () => alive && setPull((p) => ({ ...p, key, loading: false, error: null })),
      (e: unknown) =>
        alive &&
        setPull((p) => ({
          ...p,
          key,
          loading: false,
          error: FILE_MESSAGES.loadError(errorText(e, FILE_MESSAGES.fetchUnexpected)),
        })),
    );
    return () => {
      alive = false;
    };
    // `key` changes exactly when page, size or the reload counter do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);

  const settled = pull.key === key;
  return {
    items: data?.items ?? [],
    total: data?.total ?? 0,
    loading: !data || (!settled && data.items.length === 0),
    error: settled ? pull.error : null,
    reload: () => setPull((p) => ({ ...p, n: p.n + 1 })),
  };
}

/** One file from IndexedDB (live: socket events update it); null once known to be absent. */
export function useFile(id: number | null): FileRecord | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db && id != null ? ((await db.files.get(id)) ?? null) : null),
    [db, id],
  );
}

/**
 * A file not yet on this device (a search hit or citation of a page never opened): pulls
 * pages of the largest size until it appears. The API has no single-file GET.
 */
export function findFile(id: number): Promise<boolean> {
  return dedupe(`find-file:${id}`, async () => {
    for (let page = 1; page <= 20; page += 1) {
      const res = await pullFiles(page, MAX_PAGE_SIZE);
      if (res.items.some((f) => f.id === id)) return true;
      if (page * MAX_PAGE_SIZE >= res.total) return false;
    }
    return false;
  });
}

/** All local files, for matching links in chat answers to uploaded files. */
export function useAllFiles(): FileRecord[] {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.files.toArray() : []), [db]) ?? [];
}

/** POST multipart with repeated `files`; the new rows go to IndexedDB; returns the message to toast. */
export async function uploadFiles(files: readonly File[], prefs: StudyPrefs): Promise<string> {
  const db = requireDb();
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const params = new URLSearchParams({
    language: prefs.selectedLanguage,
    comprehensionLevel: prefs.comprehensionLevel,
  });
  const res = await apiFetch(`/api/v1/files?${params.toString()}`, {
    method: 'POST',
    body: form,
    schema: UploadResponse,
  });
  await db.files.bulkPut(res.data.files);
  return res.message;
}

/** POST a YouTube link; returns the message to toast. */
export async function addYoutube(url: string): Promise<string> {
  const db = requireDb();
  const res = await apiFetch('/api/v1/files', {
    method: 'POST',
    body: JSON.stringify({ type: 'youtube', url: url.trim() }),
    schema: UploadResponse,
  });
  await db.files.bulkPut(res.data.files);
  return res.message;
}

/** DELETE a file; locally the file and its study items go in one transaction. */
export async function deleteFile(id: number): Promise<void> {
  const db = requireDb();
  await apiFetch(`/api/v1/files/${id}`, { method: 'DELETE' });
  await db.transaction(
    'rw',
    [db.files, db.keyConcepts, db.flashcards, db.quizQuestions],
    async () => {
      await db.files.delete(id);
      await db.keyConcepts.where('file_id').equals(id).delete();
      await db.flashcards.where('file_id').equals(id).delete();
      await db.quizQuestions.where('file_id').equals(id).delete();
    },
  );
}

/** Runs `fn` once per key at a time: a second caller while one is in flight shares its promise. */
const inFlight = new Map<string, Promise<unknown>>();
export function dedupe<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = fn().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

type ItemTable<T extends { id: number }> = EntityTable<T, 'id'>;

/** Replaces the local items of one file with the server's list, in one transaction. */
export async function replaceFileItems<T extends { id: number; file_id: number }>(
  db: MnemoDb,
  table: ItemTable<T>,
  fileId: number,
  items: readonly T[],
): Promise<void> {
  await db.transaction('rw', table, async () => {
    await table.where('file_id').equals(fileId).delete();
    await table.bulkPut([...items]);
  });
}

export interface ItemsView<T> {
  items: T[];
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * SPEC point 4 viewer loading: a file that is not processed is fetched (each status change);
 * a processed one once, when its local list is empty. Same-key requests share one flight.
 */
export function useFileItems<T extends { id: number; file_id: number }>(
  pick: (db: MnemoDb) => ItemTable<T>,
  fileId: number | null,
  status: string | undefined,
  pull: (fileId: number) => Promise<unknown>,
  describe: (error: unknown) => string,
  order: (a: T, b: T) => number,
): ItemsView<T> {
  const db = useDb();
  const [state, setState] = useState({
    fileId: null as number | null,
    loading: false,
    error: null as string | null,
  });
  const items = useLiveQuery(
    async () =>
      db && fileId != null
        ? (await pick(db).where('file_id').equals(fileId).toArray()).sort(order)
        : [],
    // `pick` and `order` are module-level functions of the caller.
    [db, fileId],
  );
  const empty = items !== undefined && items.length === 0;

  const load = useCallback(async () => {
    if (fileId == null) return;
    setState({ fileId, loading: true, error: null });
    try {
      await pull(fileId);
      setState({ fileId, loading: false, error: null });
    } catch (error) {
      setState({ fileId, loading: false, error: describe(error) });
    }
    // `pull` and `describe` are module-level functions of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileId]);

  useEffect(() => {
    if (!db || fileId == null || items === undefined) return;
    if (status === undefined) return;
    if (status !== 'processed' || empty) void load();
    // Only a status change or an empty list triggers a fetch, not every list change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, fileId, status, empty, items === undefined, load]);

  const current = state.fileId === fileId;
  return {
    items: items ?? [],
    loading: items === undefined || (current && state.loading && empty),
    error: current ? state.error : null,
    reload: load,
  };
}

// --- Screen state shared by panels that do not import each other (STYLE habit 10). ---

export interface ViewerPosition {
  page: number | null;
  seconds: number | null;
}

/** A file not in our list (a link in an answer): shown from its URL, id -1. */
export interface ExternalFile {
  id: -1;
  file_name: string;
  file_url: string;
  file_type: 'image' | 'video' | 'pdf' | 'text';
  status: 'processed';
}

export type ViewerTarget =
  | { kind: 'file'; fileId: number; position: ViewerPosition | null }
  | { kind: 'external'; file: ExternalFile; position: ViewerPosition | null };

const viewerStore = createStore<ViewerTarget | null>(null);

export function openViewer(target: ViewerTarget): void {
  viewerStore.set(target);
}

export function closeViewer(): void {
  viewerStore.set(null);
}

export function useViewerTarget(): ViewerTarget | null {
  return useSyncExternalStore(viewerStore.subscribe, viewerStore.get, viewerStore.get);
}

export interface FilesPaging {
  page: number;
  pageSize: number;
}

const pagingStore = createStore<FilesPaging>({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE });

/** The knowledge base's page; uploads send it back to page 1 (SPEC point 7). */
export function useFilesPaging(): FilesPaging {
  return useSyncExternalStore(pagingStore.subscribe, pagingStore.get, pagingStore.get);
}

export function setFilesPaging(next: Partial<FilesPaging>): void {
  pagingStore.set((prev) => ({ ...prev, ...next }));
}
