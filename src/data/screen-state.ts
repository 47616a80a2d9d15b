// Screen state shared by panels that do not import each other (STYLE habit 10):
// the file the viewer shows and the knowledge base's page.
import { useSyncExternalStore } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../lib/pagination';
import { createStore } from '../lib/store';
import type { StudyPosition } from './resume';

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
  | {
      kind: 'file';
      fileId: number;
      position: ViewerPosition | null;
      /** Reopened at start where the student left its study tab (src/data/resume.ts). */
      resume?: StudyPosition;
    }
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

/** Page 1 of size 10, as every sign-in starts (SPEC point 4), whatever the last user chose. */
export function resetFilesPaging(): void {
  pagingStore.set({ page: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE });
}
