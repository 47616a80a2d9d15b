import type { SectionText } from './i18n/catalogue';
import { textOf } from './i18n/current';

/** SPEC point 4 file status table: the viewer message and the knowledge-base label. */
export const STATUS_MESSAGES = {
  uploaded: 'File has been uploaded and is queued for processing.',
  processing: 'File is being processed. Key concepts will appear when ready.',
  extracted: 'File content has been extracted and is being analyzed.',
  failed: 'File processing failed. Please try again later.',
} as const;
export const STATUS_MESSAGE_OTHER = 'File is being processed...';

export const STATUS_LABELS = {
  uploaded: '📤 Uploaded',
  processing: '⏳ Processing...',
  extracted: '🔍 Extracting content...',
  processed: '✓ Ready',
  failed: '❌ Failed',
} as const;

/** The file status texts, one section of the message catalogue. */
export const FILE_STATUS_TEXT = {
  messages: STATUS_MESSAGES,
  other: STATUS_MESSAGE_OTHER,
  labels: STATUS_LABELS,
  progress: (pagesRead: number, pageCount: number) => `page ${pagesRead} of ${pageCount}`,
} as const;

declare module './i18n/sections' {
  interface Sections {
    fileStatus: typeof FILE_STATUS_TEXT;
  }
}

type FileStatusText = SectionText<'fileStatus'>;
const current = (): FileStatusText => textOf('fileStatus', FILE_STATUS_TEXT);

export function statusMessage(status: string, text: FileStatusText = current()): string | null {
  if (status === 'processed') return null;
  return (text.messages as Readonly<Record<string, string>>)[status] ?? text.other;
}

export function statusLabel(status: string, text: FileStatusText = current()): string {
  return (text.labels as Readonly<Record<string, string>>)[status] ?? status;
}

/** Shown beside the status while a PDF's pages are being read. */
export function progressLabel(
  pagesRead: number,
  pageCount: number,
  text: FileStatusText = current(),
): string {
  return text.progress(pagesRead, pageCount);
}

/** Legend group of a status: Processing, Ready or Failed. */
export function statusGroup(status: string): 'ready' | 'failed' | 'processing' {
  if (status === 'processed') return 'ready';
  if (status === 'failed') return 'failed';
  return 'processing';
}
