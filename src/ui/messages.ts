import { SAVED_HERE } from './useStudyActions';
import { useText } from './i18n';

/** Texts of the shared building blocks. */
export const UI_TEXT = {
  dismiss: 'Dismiss',
  /** Where a source is, in a few words: "Page 3" (a video's is its time range). */
  page: (n: number) => `Page ${n}`,
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    ui: typeof UI_TEXT;
    savedHere: typeof SAVED_HERE;
  }
}

export const useUiText = () => useText('ui', UI_TEXT);
