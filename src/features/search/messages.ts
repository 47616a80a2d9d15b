import { useText } from '../../ui/i18n';
export const SEARCH_TEXT = {
  label: 'Search your files',
  placeholder: 'Search your files...',
  submit: 'Search',
  searching: 'Searching...',
  noResults: 'No results found.',
  failed: (reason: string) => `Search failed: ${reason}`,
  page: (n: number) => `Page ${n}`,
  clear: 'Clear search',
  onDevice: 'Offline: results from the copy of your files on this device.',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    search: typeof SEARCH_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useSearchText = () => useText('search', SEARCH_TEXT);
