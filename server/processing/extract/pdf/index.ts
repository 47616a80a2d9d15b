// PDF -> one segment per paragraph with its page. Pages without a usable text layer are rendered
// and OCRed; the OCR worker starts only if such a page exists and is always terminated.
import { readFile } from 'node:fs/promises';
import type { DocumentPart, ExtractedDocument, PageProgress, TextSegment } from '../../types';
import type { ExtractionLimits } from '../limits';
import { fail, messages } from '../messages';
import { createTesseractEngine, withLazyOcr, type OcrEngine, type OcrEngineFactory } from '../ocr';
import { hasWords, splitParagraphs } from '../paragraphs';
import { emphasizedPhrases, type StyledRun } from './emphasis';
import { layoutPage } from './layout';
import { classifyPdfError, loadPdfJs, openPdf, PdfOpenError, type PDFPageProxy } from './pdfjs';
import { createCanvasRenderer, type PageRenderer } from './render';
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

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

function isTextItem(item: object): item is TextItemLike {
  return 'str' in item && 'transform' in item;
}

interface PageText {
  paragraphs: string[];
  /** Phrases set in bold or italic inside the running text. */
  emphasis: string[];
}

async function pageText(page: PDFPageProxy): Promise<PageText> {
  const content = await page.getTextContent();
  const placed: StyledRun[] = [];
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    const [a = 0, b = 0, , d = 0, x = 0, y = 0] = item.transform;
    const fontSize = Math.hypot(a, b) || Math.abs(d) || item.height;
    const monospace = content.styles[item.fontName]?.fontFamily === 'monospace';
    placed.push({
      text: item.str,
      x,
      y,
      width: item.width,
      fontSize,
      font: item.fontName,
      monospace,
    });
  }
  return { paragraphs: layoutPage(placed), emphasis: emphasizedPhrases(placed) };
}

/** The page's segments, each with the emphasized phrases it holds. */
function pageSegments(text: PageText, page: number): TextSegment[] {
  const segments: TextSegment[] = text.paragraphs.map((paragraph) => ({ text: paragraph, page }));
  for (const phrase of text.emphasis) {
    const holder = segments.find((segment) => segment.text.includes(phrase));
    if (holder) (holder.emphasis ??= []).push(phrase);
  }
  return segments;
}

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

interface PageOutcome {
  segments: TextSegment[];
  /** True when the page had no usable text and could not be OCRed for lack of a renderer. */
  unreadable: boolean;
}

async function readPage(
  page: PDFPageProxy,
  n: number,
  renderer: PageRenderer | null,
  getOcr: () => Promise<OcrEngine>,
): Promise<PageOutcome> {
  const text = await pageText(page);
  const segments = pageSegments(text, n);
  const quality = judgeTextLayer(text.paragraphs.join(' '));
  if (quality === 'good') return { segments, unreadable: false };
  if (!needsOcr(quality, await paintsImages(page))) return { segments, unreadable: false };
  if (renderer === null) return { segments, unreadable: true };
  const png = await renderer.renderPng(page);
  const ocrText = await (await getOcr()).recognize(png);
  const ocrParagraphs = splitParagraphs(ocrText);
  if (ocrParagraphs.length === 0) return { segments, unreadable: false };
  return { segments: ocrParagraphs.map((p) => ({ text: p, page: n })), unreadable: false };
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
    const pages = doc;
    const segments: TextSegment[] = [];
    let unreadablePages = 0;
    await withLazyOcr(deps.ocr ?? createTesseractEngine, async (getOcr) => {
      for (let n = 1; n <= pages.numPages; n++) {
        const page = await pages.getPage(n);
        const outcome = await readPage(page, n, renderer, getOcr);
        page.cleanup();
        if (outcome.unreadable) unreadablePages++;
        segments.push(...outcome.segments);
        deps.onPage?.(
          { kind: 'pdf', language: DECLARED_LANGUAGE, segments: outcome.segments },
          { pagesRead: n, pageCount: pages.numPages },
        );
      }
    });
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
