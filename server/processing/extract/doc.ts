// Legacy Word (.doc, OLE2) -> one segment per paragraph. word-extractor gives no heading levels.
import { readFile } from 'node:fs/promises';
import type { ExtractedDocument } from '../types';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { hasWords } from './paragraphs';

export async function extractDoc(
  input: { path: string; fileName: string },
  _limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  let body: string;
  try {
    const { default: WordExtractor } = await import('word-extractor');
    // From memory, not the path: word-extractor's file reader throws damaged offsets from an fs
    // callback (an uncaught exception, not a rejection); its buffer reader throws into this try.
    const doc = await new WordExtractor().extract(await readFile(input.path));
    body = [
      doc.getBody(),
      doc.getTextboxes({ includeHeadersAndFooters: false }),
      doc.getFootnotes(),
    ]
      .filter((part) => part.trim() !== '')
      .join('\n');
  } catch {
    // word-extractor throws plain Errors ('Invalid Word document', short reads) for broken input.
    throw fail('corrupt', messages.docCorrupt);
  }
  // Word paragraphs end in a single newline; blank ones are just empty paragraphs.
  const paragraphs = body
    .split(/\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
  if (!paragraphs.some(hasWords)) throw fail('no_text', messages.noText);
  return { kind: 'doc', segments: paragraphs.map((text) => ({ text })), language: 'en' };
}
