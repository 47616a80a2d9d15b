// Image (JPEG, PNG, GIF) -> OCR text, as page 1. The pixel limit is checked on the header first.
import { readFile } from 'node:fs/promises';
import type { ExtractedDocument } from '../types';
import { readImageSize } from './image-size';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { createTesseractEngine, withLazyOcr, type OcrEngineFactory } from './ocr';
import { hasWords, splitParagraphs } from './paragraphs';

export interface ImageDeps {
  ocr?: OcrEngineFactory;
}

export async function extractImage(
  input: { path: string; fileName: string; mime: string },
  limits: ExtractionLimits,
  deps: ImageDeps = {},
): Promise<ExtractedDocument> {
  const bytes = await readFile(input.path);
  const size = readImageSize(bytes, input.mime);
  if (size === null || size.width === 0 || size.height === 0) {
    throw fail('corrupt', messages.imageCorrupt);
  }
  if (size.width * size.height > limits.maxPixels) {
    throw fail('too_large', messages.imageTooLarge(limits.maxPixels));
  }
  const text = await withLazyOcr(deps.ocr ?? createTesseractEngine, async (getEngine) => {
    try {
      return await (await getEngine()).recognize(bytes);
    } catch (error) {
      if (isDecodeFailure(error)) throw fail('corrupt', messages.imageCorrupt);
      throw error;
    }
  });
  const paragraphs = splitParagraphs(text).filter(hasWords);
  if (paragraphs.length === 0) throw fail('no_text', messages.imageNoText);
  return {
    kind: 'image',
    segments: paragraphs.map((p) => ({ text: p, page: 1 })),
    pageCount: 1,
    language: 'en',
  };
}

/** tesseract.js rejects with a plain string or Error mentioning the image it could not read. */
function isDecodeFailure(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /image|read|pix/i.test(text);
}
