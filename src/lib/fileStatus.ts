/** SPEC point 4 file status table: the viewer message and the knowledge-base label. */
export const STATUS_MESSAGES: Readonly<Record<string, string>> = {
  uploaded: 'File has been uploaded and is queued for processing.',
  processing: 'File is being processed. Key concepts will appear when ready.',
  extracted: 'File content has been extracted and is being analyzed.',
  failed: 'File processing failed. Please try again later.',
};
export const STATUS_MESSAGE_OTHER = 'File is being processed...';

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  uploaded: '📤 Uploaded',
  processing: '⏳ Processing...',
  extracted: '🔍 Extracting content...',
  processed: '✓ Ready',
  failed: '❌ Failed',
};

export function statusMessage(status: string): string | null {
  if (status === 'processed') return null;
  return STATUS_MESSAGES[status] ?? STATUS_MESSAGE_OTHER;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** Shown beside the status while a PDF's pages are being read. */
export function progressLabel(pagesRead: number, pageCount: number): string {
  return `page ${pagesRead} of ${pageCount}`;
}

/** Legend group of a status: Processing, Ready or Failed. */
export function statusGroup(status: string): 'ready' | 'failed' | 'processing' {
  if (status === 'processed') return 'ready';
  if (status === 'failed') return 'failed';
  return 'processing';
}
