// The one pdf.js copy this process uses: the v5 legacy build (the modern build needs newer Node),
// loaded on first use, configured so nothing is fetched from the network.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | null = null;

/** pdf.js's own exception types (XRefEntryException, InvalidPDFException, FormatError…). */
const PDFJS_EXCEPTION = /^[A-Za-z]+Exception$|^FormatError$/;

/**
 * On some damaged files pdf.js rejects an internal promise nobody awaits (its fake worker's
 * document loading), after the call we await has already failed with the reason we report.
 * Left alone, Node ends the thread for it; a pdf.js exception is the document's fault and is
 * dropped here, anything else still ends the thread.
 */
function dropOrphanPdfJsRejections(): void {
  process.on('unhandledRejection', (reason) => {
    if (reason instanceof Error && PDFJS_EXCEPTION.test(reason.name)) return;
    throw reason;
  });
}

export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    dropOrphanPdfJsRejections();
    loading = import('pdfjs-dist/legacy/build/pdf.mjs');
  }
  return loading;
}

function assetDir(name: string): string {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return join(root, name) + '/';
}

export type OpenFailure = 'corrupt' | 'encrypted';

export class PdfOpenError extends Error {
  constructor(readonly reason: OpenFailure) {
    super(reason);
  }
}

const CORRUPT_ERRORS = new Set([
  'InvalidPDFException',
  'MissingPDFException',
  'UnexpectedResponseException',
  'FormatError',
  'UnknownErrorException',
]);

/** Maps pdf.js failures to the two a student can act on; anything else is rethrown. */
export function classifyPdfError(error: unknown): OpenFailure | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'PasswordException') return 'encrypted';
  if (CORRUPT_ERRORS.has(error.name)) return 'corrupt';
  return null;
}

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: assetDir('standard_fonts'),
    cMapUrl: assetDir('cmaps'),
    cMapPacked: true,
    wasmUrl: assetDir('wasm'),
    iccUrl: assetDir('iccs'),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    const reason = classifyPdfError(error);
    if (reason) throw new PdfOpenError(reason);
    throw error;
  }
}
