// Dispatches a file to its extractor by sniffed content, never by name or claimed MIME type.
import { open } from 'node:fs/promises';
import { sniffFileType, SNIFF_BYTES, type SniffResult } from '../sniff';
import type { DocumentPart, ExtractedDocument, PageProgress } from '../types';
import { extractDoc } from './doc';
import { extractDocx } from './docx';
import { extractImage } from './image';
import { resolveLimits, type ExtractionLimits } from './limits';
import type { MediaTools } from './media-tools';
import { fail, messages } from './messages';
import type { OcrEngineFactory } from './ocr';
import { extractPdf } from './pdf/index';
import type { PageRenderer } from './pdf/render';
import type { SpeechToText } from './stt';
import { extractSubtitleFile } from './subtitle-file';
import { extractText } from './text';
import { extractVideo } from './video';

export { DEFAULT_LIMITS, resolveLimits, type ExtractionLimits } from './limits';
export { extractYouTube, parseYouTubeId } from './youtube';
export type { SpeechToText } from './stt';
export type { Cue } from './subtitles';

export interface ExtractDeps {
  ocr?: OcrEngineFactory;
  /** Override the PDF page renderer; null simulates a server without one. */
  renderer?: PageRenderer | null;
  stt?: SpeechToText;
  mediaTools?: MediaTools;
  /** Receives a paged document's text page by page while it is read. */
  onPage?: (part: DocumentPart, progress: PageProgress) => void;
  /** Reads PDFs elsewhere (the processing worker's page thread) instead of on this thread. */
  pdf?: PdfExtractor;
}

export type PdfExtractor = (
  input: ExtractInput,
  limits: ExtractionLimits,
  onPage?: (part: DocumentPart, progress: PageProgress) => void,
) => Promise<ExtractedDocument>;

export interface ExtractInput {
  path: string;
  fileName: string;
  /** A .vtt or .srt uploaded with a video; preferred over embedded subtitles. */
  sidecarPath?: string;
}

export interface Extraction {
  document: ExtractedDocument;
  sniffed: SniffResult;
}

/** The first SNIFF_BYTES of a stored file, and its size. */
async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const head = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    await fh.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await fh.close();
  }
}

export async function extractFile(
  input: ExtractInput,
  limits?: Partial<ExtractionLimits>,
  deps: ExtractDeps = {},
): Promise<Extraction> {
  const resolved = resolveLimits(limits);
  const { head, size } = await readHead(input.path);
  if (size === 0) throw fail('empty', messages.empty);
  const sniffed = sniffFileType(head, input.fileName);
  if (sniffed === null) throw fail('unsupported', messages.unsupported);
  return { sniffed, document: await extractKind(sniffed, input, resolved, deps) };
}

function extractKind(
  sniffed: SniffResult,
  input: ExtractInput,
  limits: ExtractionLimits,
  deps: ExtractDeps,
): Promise<ExtractedDocument> {
  switch (sniffed.kind) {
    case 'pdf':
      if (deps.pdf) return deps.pdf(input, limits, deps.onPage);
      return extractPdf(input, limits, {
        ocr: deps.ocr,
        renderer: deps.renderer,
        onPage: deps.onPage,
      });
    case 'image':
      return extractImage({ ...input, mime: sniffed.mime }, limits, { ocr: deps.ocr });
    case 'docx':
      return extractDocx(input, limits);
    case 'doc':
      return extractDoc(input, limits);
    case 'text':
      return extractText(input, limits);
    case 'subtitles':
      return extractSubtitleFile(input, limits);
    case 'video':
      return extractVideo(input, limits, { stt: deps.stt, tools: deps.mediaTools });
    case 'youtube':
      // Never sniffed from a file; YouTube links go through extractYouTube.
      throw fail('unsupported', messages.unsupported);
  }
}
