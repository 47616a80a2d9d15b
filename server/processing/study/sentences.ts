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

// A title run into the text that follows it ("Fast solvers for hyperbolic PDEs This paper…"):
// a capitalized determiner or preposition right after a lowercase word starts a new sentence.
const RUN_ON_TITLE = /(?<=[\p{Ll}\p{N})]) (?=(?:This|The|These|A|An|In|We|Our)\s)/u;

function repairRunOns(sentence: string, language: string): string[] {
  if (language !== 'en') return [sentence];
  const match = RUN_ON_TITLE.exec(sentence);
  if (!match) return [sentence];
  return [sentence.slice(0, match.index), sentence.slice(match.index + 1)];
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
    const texts = splitSentences(source.text, language).flatMap((t) => repairRunOns(t, language));
    for (const text of texts) {
      out.push({ index: out.length, source: sourceIndex, text, location: source.location });
    }
  });
  return out;
}
