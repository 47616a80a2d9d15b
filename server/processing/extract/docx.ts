// DOCX -> one segment per paragraph carrying its heading path. The archive is checked for
// zip bombs before mammoth opens it, and mammoth reads its parts only through a guarded reader
// with a budget; images are never decoded.
import type { ExtractedDocument, TextSegment } from '../types';
import { guardedZip, type MammothZipFile } from './guarded-zip';
import { htmlBlocks } from './html-blocks';
import type { ExtractionLimits } from './limits';
import { fail, messages } from './messages';
import { hasWords } from './paragraphs';
import { checkZip, ZipBudgetError } from './zip-guard';

export function blocksToSegments(
  blocks: { text: string; level: number | null; emphasis?: string[] }[],
): TextSegment[] {
  const path: string[] = [];
  const segments: TextSegment[] = [];
  for (const block of blocks) {
    if (block.level !== null) {
      path.length = Math.min(path.length, block.level - 1);
      path.push(block.text);
    }
    segments.push({
      text: block.text,
      headings: [...path],
      ...(block.emphasis ? { emphasis: block.emphasis } : {}),
    });
  }
  return segments;
}

export async function extractDocx(
  input: { path: string; fileName: string },
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  const verdict = await checkZip(input.path, limits.maxDecompressedBytes);
  if (!verdict.ok) {
    throw verdict.reason === 'too_large'
      ? fail('too_large', messages.docxTooLarge)
      : fail('corrupt', messages.docCorrupt);
  }
  if (!verdict.entries.some((e) => e.name === 'word/document.xml')) {
    throw fail('unsupported', messages.unsupported);
  }
  let html: string;
  try {
    // Loaded here, not at the top: most jobs are not Word files, and it costs ~80 ms to load.
    const { default: mammoth } = await import('mammoth');
    const file = guardedZip(input.path, verdict.entries, {
      remaining: limits.maxParsedBytes,
      tags: limits.maxParsedTags,
    });
    // `{file}` is mammoth's own zip-file input (lib/unzip.js); its type declarations omit it.
    const source = { file } satisfies { file: MammothZipFile } as unknown as { path: string };
    const result = await mammoth.convertToHtml(source, {
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    });
    html = result.value;
  } catch (error) {
    if (error instanceof ZipBudgetError) {
      throw fail('too_large', messages.docxTooMuchText);
    }
    // mammoth throws plain Errors for malformed XML or missing parts; all mean a broken file.
    throw fail('corrupt', messages.docCorrupt);
  }
  const segments = blocksToSegments(htmlBlocks(html));
  if (!segments.some((s) => hasWords(s.text))) throw fail('no_text', messages.noText);
  return { kind: 'docx', segments, language: 'en' };
}
