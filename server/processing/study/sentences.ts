// The material as a list of sentences, each knowing where it came from (page or time range).
import type { Chunk, ExtractedDocument } from '../types';
import { splitSentences } from './text';

export interface SourceLocation {
  page: number | null;
  start: number | null;
  end: number | null;
}

export interface StudySentence {
  index: number;
  /** Index of the chunk (or segment) the sentence comes from. */
  source: number;
  text: string;
  location: SourceLocation;
}

interface Located {
  text: string;
  location: SourceLocation;
}

function fromChunks(chunks: readonly Chunk[]): Located[] {
  return chunks.map((chunk) => ({
    text: chunk.text,
    location: { page: chunk.page_start, start: chunk.start_seconds, end: chunk.end_seconds },
  }));
}

function fromSegments(doc: ExtractedDocument): Located[] {
  return doc.segments.map((segment) => ({
    text: segment.text,
    location: {
      page: segment.page ?? null,
      start: segment.start ?? null,
      end: segment.end ?? null,
    },
  }));
}

/** Sentences of the chunks, or of the raw segments when no chunks were given. */
export function collectSentences(
  doc: ExtractedDocument,
  chunks: readonly Chunk[],
  language: string,
): StudySentence[] {
  const sources = chunks.length > 0 ? fromChunks(chunks) : fromSegments(doc);
  const out: StudySentence[] = [];
  sources.forEach((source, sourceIndex) => {
    for (const text of splitSentences(source.text, language)) {
      out.push({ index: out.length, source: sourceIndex, text, location: source.location });
    }
  });
  return out;
}
