// Plain text (UTF-8, UTF-16 with BOM, or Latin-1/Windows-1252) -> one segment per paragraph.
// Text has no pages: `page` stays undefined.
import { readFile } from 'node:fs/promises';
import type { ExtractedDocument } from '../types';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { hasWords, splitParagraphs } from './paragraphs';
import { decodeText, detectTextEncoding } from './text-encoding';

export function textToDocument(text: string): ExtractedDocument {
  const paragraphs = splitParagraphs(text);
  if (!paragraphs.some(hasWords)) throw fail('no_text', messages.noText);
  return { kind: 'text', segments: paragraphs.map((p) => ({ text: p })), language: 'en' };
}

export async function extractText(
  input: { path: string; fileName: string },
  _limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  const bytes = await readFile(input.path);
  if (bytes.length === 0) throw fail('empty', messages.empty);
  // The sniffer judged the first 64 KB; a later stray byte should not refuse the whole file.
  const encoding = detectTextEncoding(bytes) ?? 'windows-1252';
  return textToDocument(decodeText(bytes, encoding));
}
