// PDF -> one segment per paragraph with its page, running headers, footers and page numbers left
// out (./page-window.ts). Pages without a usable text layer are rendered and OCRed; the OCR worker
// starts only if such a page exists and is always terminated.
import { readFile } from 'node:fs/promises';
import type { DocumentPart, ExtractedDocument, PageProgress, TextSegment } from '../../types';
import type { ExtractionLimits } from '../limits';
import { fail, messages } from '../messages';
import { createTesseractEngine, withLazyOcr, type OcrEngine, type OcrEngineFactory } from '../ocr';
import { LineJoiner } from '../line-joiner';
import { hasWords, splitParagraphs } from '../paragraphs';
import type { StyledRun } from './emphasis';
import { PageWindow } from './page-window';
import { classifyPdfError, loadPdfJs, openPdf, PdfOpenError, type PDFPageProxy } from './pdfjs';
import { createCanvasRenderer, type PageRenderer } from './render';
import { readTextLayer } from './text-layer';
import { judgeTextLayer, needsOcr } from './text-quality';

export interface PdfDeps {
  ocr?: OcrEngineFactory;
  /** null means no renderer is available (scanned pages cannot be read). */
  renderer?: PageRenderer | null;
  /** Receives each page's paragraphs as soon as the page is read. */
  onPage?: (part: DocumentPart, progress: PageProgress) => void;
}

/** Every extractor declares English; the study engine corrects it from the words. */
const DECLARED_LANGUAGE = 'en';

async function paintsImages(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfJs();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((op) => imageOps.has(op));
}

type PageOutcome =
  | { kind: 'text'; items: StyledRun[] }
  | { kind: 'ocr'; paragraphs: string[] }
  /** No usable text and no renderer to OCR it with. */
  | { kind: 'unreadable'; items: StyledRun[] };

async function readPage(
  page: PDFPageProxy,
  renderer: PageRenderer | null,
  getOcr: () => Promise<OcrEngine>,
  joiner: LineJoiner,
): Promise<PageOutcome> {
  const items = await readTextLayer(page);
  const quality = judgeTextLayer(items.map((item) => item.text).join(' '));
  if (quality === 'good') return { kind: 'text', items };
  if (!needsOcr(quality, await paintsImages(page))) return { kind: 'text', items };
  if (renderer === null) return { kind: 'unreadable', items };
  const png = await renderer.renderPng(page);
  const paragraphs = splitParagraphs(await (await getOcr()).recognize(png), joiner);
  return paragraphs.length > 0 ? { kind: 'ocr', paragraphs } : { kind: 'text', items };
}

/** The page's segments, each with the emphasized phrases it holds. */
function segmentsOf(paragraphs: string[], emphasis: string[], page: number): TextSegment[] {
  const segments: TextSegment[] = paragraphs.map((paragraph) => ({ text: paragraph, page }));
  for (const phrase of emphasis) {
    const holder = segments.find((segment) => segment.text.includes(phrase));
    if (holder) (holder.emphasis ??= []).push(phrase);
  }
  return segments;
}

function toProcessingError(error: unknown): unknown {
  const reason = error instanceof PdfOpenError ? error.reason : classifyPdfError(error);
  if (reason === 'encrypted') return fail('encrypted', messages.pdfEncrypted);
  if (reason === 'corrupt') return fail('corrupt', messages.pdfCorrupt);
  return error;
}

export async function extractPdf(
  input: { path: string; fileName: string },
  limits: ExtractionLimits,
  deps: PdfDeps = {},
): Promise<ExtractedDocument> {
  const data = new Uint8Array(await readFile(input.path));
  const doc = await openPdf(data).catch((error: unknown) => {
    throw toProcessingError(error);
  });
  try {
    if (doc.numPages > limits.maxPages) {
      throw fail('too_many_pages', messages.pdfTooManyPages(limits.maxPages));
    }
    const renderer = deps.renderer === undefined ? createCanvasRenderer() : deps.renderer;
    const pageCount = doc.numPages;
    const segments: TextSegment[] = [];
    let unreadablePages = 0;
    const window = new PageWindow((n, paragraphs, emphasis) => {
      const pageSegments = segmentsOf(paragraphs, emphasis, n);
      segments.push(...pageSegments);
      deps.onPage?.(
        { kind: 'pdf', language: DECLARED_LANGUAGE, segments: pageSegments },
        { pagesRead: n, pageCount },
      );
    });
    await withLazyOcr(deps.ocr ?? createTesseractEngine, async (getOcr) => {
      for (let n = 1; n <= pageCount; n++) {
        const page = await doc.getPage(n);
        const outcome = await readPage(page, renderer, getOcr, window.joiner);
        page.cleanup();
        if (outcome.kind === 'unreadable') unreadablePages++;
        if (outcome.kind === 'ocr') window.addParagraphs(n, outcome.paragraphs);
        else window.addText(n, outcome.items);
      }
    });
    window.finish();
    if (segments.length === 0 || !segments.some((s) => hasWords(s.text))) {
      if (unreadablePages > 0) throw fail('ocr_unavailable', messages.ocrUnavailable);
      throw fail('no_text', messages.noText);
    }
    return { kind: 'pdf', segments, pageCount: doc.numPages, language: DECLARED_LANGUAGE };
  } catch (error) {
    throw toProcessingError(error);
  } finally {
    await doc.destroy();
  }
}
