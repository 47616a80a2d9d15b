// The one pdf.js copy this process uses: the v5 legacy build (the modern build needs newer Node),
// loaded on first use, configured so nothing is fetched from the network.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

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

/**
 * Built-ins that the legacy build's core-js polyfills replace on Node 20 (whose V8 misses a few
 * edge cases of the spec): correct, but written in JavaScript. The replaced `Array.prototype.push`
 * reads a property descriptor on every call, so every push of the thread, pdf.js's own and
 * layout's, cost several times the native one and fed the garbage collector. Node's own
 * versions are put back once pdf.js is loaded; pdf.js needs none of those edge cases.
 */
const REPLACED_BUILT_INS: readonly [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
  [Function.prototype, 'toString'],
];

/**
 * pdf.js and the code of its "fake worker" (in Node it runs in this thread), both loaded here:
 * left to pdf.js, the worker's code would load at the first document, polyfills and all.
 */
async function importPdfJs(): Promise<PdfJs> {
  const natives = REPLACED_BUILT_INS.map(
    ([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const,
  );
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Sets `globalThis.pdfjsWorker`, where pdf.js then finds the worker's message handler.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  } finally {
    for (const [owner, key, native] of natives) {
      if (native) Object.defineProperty(owner, key, native);
    }
  }
}

export function loadPdfJs(): Promise<PdfJs> {
  if (!loading) {
    dropOrphanPdfJsRejections();
    loading = importPdfJs();
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

/** How Mnemo opens a document: nothing fetched, no fonts loaded for display, errors only. */
export function documentParams(
  pdfjs: PdfJs,
  data: Uint8Array,
): Parameters<PdfJs['getDocument']>[0] & object {
  return {
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
  };
}

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument(documentParams(pdfjs, data));
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    const reason = classifyPdfError(error);
    if (reason) throw new PdfOpenError(reason);
    throw error;
  }
}
