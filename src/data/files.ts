import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  FileListResponse,
  MAX_PAGE_SIZE,
  type ComprehensionLevel,
  type FileRecord,
  type Language,
} from '../../contract';
import { apiFetch } from './api';
import { requireDb, useDb } from './db';
import { dedupe } from './file-items';
import { FILES, FILES_TOTAL_KEY, removeFiles } from './mirror/collections';
import {
  errorStatus,
  errorText,
  isMalformed,
  isNoToken,
  isUnreachable,
  responseText,
} from '../lib/errors';
import { textOf } from '../lib/i18n/current';

export type { FileRecord } from '../../contract';
export { dedupe } from './file-items';
export {
  closeViewer,
  openViewer,
  setFilesPaging,
  useFilesPaging,
  useViewerTarget,
  type ExternalFile,
  type FilesPaging,
  type ViewerPosition,
  type ViewerTarget,
} from './screen-state';
import { compareTimestamps } from '../lib/timestamps';
import { invalidateResumeFile } from './resume';

export interface StudyPrefs {
  selectedLanguage: Language;
  comprehensionLevel: ComprehensionLevel;
}

export const FILE_MESSAGES = {
  apiError: (text: string) => `API Error: ${text}`,
  fetchFailed: 'Failed to fetch files.',
  fetchUnexpected: 'An unexpected error occurred while fetching files.',
  loadError: (message: string) => `Error loading files: ${message}`,
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred during file upload. Please try again.',
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    fileList: typeof FILE_MESSAGES;
  }
}

const TOTAL_KEY = FILES_TOTAL_KEY;

/**
 * SPEC point 8 "Files" and "Generic": the file error of a failed list fetch, shown as
 * 'Error loading files: {message}'. A server that cannot be reached is no error: offline is a
 * state, the list shows what this device has and the banner says why.
 */
export function fileListError(error: unknown): string | null {
  if (isUnreachable(error)) return null;
  const says = textOf('fileList', FILE_MESSAGES);
  let message: string;
  if (isNoToken(error)) message = errorText(error);
  else if (isMalformed(error)) message = says.fetchFailed;
  else if ((errorStatus(error) ?? 0) >= 400) message = says.apiError(responseText(error));
  else message = says.fetchUnexpected;
  return says.loadError(message);
}

/** Newest first, as the API lists them. */
function newestFirst(a: FileRecord, b: FileRecord): number {
  return compareTimestamps(b.created_at, a.created_at) || b.id - a.id;
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
          error: fileListError(e),
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

export { useAllFiles } from './all-files';

/** DELETE a file; locally the file and its study items go in one transaction. */
export async function deleteFile(id: number): Promise<void> {
  const db = requireDb();
  await apiFetch(`/api/v1/files/${id}`, { method: 'DELETE' });
  invalidateResumeFile(id);
  await db.transaction('rw', FILES.tables(db), () => removeFiles(db, [id]));
}
