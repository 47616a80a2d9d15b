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
