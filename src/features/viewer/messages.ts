import { useText } from '../../ui/i18n';
/** Texts of the file viewer (SPEC points 2 and 4). */
export const VIEWER_TEXT = {
  close: 'Close viewer',
  loading: 'Loading file...',
  unsupported: (type: string) => `Unsupported file type: ${type}`,
  undetermined: (name: string) => `Unsupported file type or could not determine type for: ${name}`,
  tabs: { concepts: 'Key Concepts', flashcards: 'Flashcards', quiz: 'Quiz' },
  studyTabs: 'Study material',
  pdfTitle: (name: string) => `PDF: ${name}`,
  videoTitle: (name: string) => `Video: ${name}`,
  noUrl: 'This file has no content to show.',
  notFound: 'This file is no longer available.',
  notKept:
    'This file has not been opened on this device yet, so it cannot be shown offline. It will be kept here once you open it online.',
  youtubeOffline: 'YouTube videos need a connection to play.',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    viewer: typeof VIEWER_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useViewerText = () => useText('viewer', VIEWER_TEXT);
