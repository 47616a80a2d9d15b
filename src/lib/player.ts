import type { ViewerType } from './fileType';

/** What the study tabs may ask of the document pane (SPEC point 2, source links). */
export interface MediaController {
  /** PDF: a goto-page message to the frame. */
  gotoPage(page: number): void;
  /** Video or YouTube: seek to `start` and play; with `end` > start, stop there. */
  seek(start: number, end?: number | null): void;
}

/** The file a study tab works on, as the viewer passes it down. */
export interface StudyFile {
  id: number;
  file_name: string;
  status: string;
  viewerType: ViewerType;
}

export interface StudyTabProps {
  file: StudyFile;
  player: MediaController;
  /** The tab's viewer state and item the student left it on, to reopen it there. */
  resume?: { itemId: number; state: { index: number } & Record<string, unknown> };
}

/** Message the parent posts to public/pdf-viewer.html. */
export interface GotoPageMessage {
  type: 'goto-page';
  page: number;
}

export function isGotoPageMessage(data: unknown): data is GotoPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'goto-page' &&
    'page' in data &&
    typeof data.page === 'number' &&
    Number.isInteger(data.page) &&
    data.page >= 1
  );
}
