import { useText } from '../../ui/i18n';
/** Texts of the knowledge base (SPEC points 2, 4 and 8). */
export const KNOWLEDGE_TEXT = {
  settings: 'Settings',
  heading: 'Your Files',
  legend: { processing: 'Processing', ready: 'Ready', failed: 'Failed' },
  legendLabel: 'Status legend',
  loading: 'Loading files...',
  empty: 'No files uploaded yet',
  prev: 'Prev',
  next: 'Next',
  pageSize: 'Files per page',
  pagination: 'Pagination',
  deleteLabel: (name: string) => `Delete ${name}`,
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"?`,
  deleted: 'File deleted successfully!',
  deleteFailed: 'Failed to delete file.',
  waitingToUpload: '🕓 Waiting to upload',
  waitingRemoved: 'Removed from the uploads waiting on this device.',
  help: [
    'Use the + button next to the message box to upload files or add a YouTube video.',
    'Files are processed automatically in the background into key concepts, flashcards and quizzes.',
    'A file marked ✓ Ready can be opened to study.',
  ],
} as const;

/** SPEC point 8 (Live events). */
export const LIVE_TEXT = {
  processed: (name: string) => `File "${name}" has been processed.`,
  failed: (message: string | null) => `Error processing file: ${message || 'Unknown error'}`,
  deleted: 'File was deleted.',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    knowledge: typeof KNOWLEDGE_TEXT;
    live: typeof LIVE_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useKnowledgeText = () => useText('knowledge', KNOWLEDGE_TEXT);
export const useLiveText = () => useText('live', LIVE_TEXT);
