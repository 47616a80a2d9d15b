/** Texts of the PDF viewer page (the file viewer's frame); index.html carries them in English. */
export const PDF_VIEWER_TEXT = {
  title: 'Mnemo PDF viewer',
  previous: 'Previous page',
  next: 'Next page',
  pageNumber: 'Page number',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  loading: 'Loading file...',
  openFile: 'Open the file',
  page: (n: number) => `Page ${n}`,
  cannotShow: 'This PDF cannot be shown here.',
  failed: 'Failed to load the PDF.',
  notKept: 'This PDF has not been opened on this device yet, so it cannot be shown offline.',
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    pdfViewer: typeof PDF_VIEWER_TEXT;
  }
}
