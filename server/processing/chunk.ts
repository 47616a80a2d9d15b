// Splits extracted material into chunks of roughly 150–300 words at sentence boundaries, for
// search and for locating study items. A chunk never spans two PDF pages or two Word sections.
import type { Chunk, ExtractedDocument, TextSegment } from './types';
import { countWords, normalizeSpace } from './study/text';

const TARGET_WORDS = 250;
const MAX_WORDS = 300;
const MIN_WORDS = 150;

interface Piece {
  text: string;
  words: number;
  segments: TextSegment[];
  /** The piece ends its paragraph (segment): chunks keep that break as a blank line. */
  endsParagraph?: boolean;
}

/** Segments that may share a chunk: same page for PDFs and images, same headings for Word. */
function boundaryKey(doc: ExtractedDocument, segment: TextSegment): string {
  if (doc.kind === 'pdf' || doc.kind === 'image') return `p${segment.page ?? 0}`;
  if (doc.kind === 'docx' || doc.kind === 'doc') return (segment.headings ?? []).join('\u0000');
  return '';
}

function groups(doc: ExtractedDocument): TextSegment[][] {
  const out: TextSegment[][] = [];
  let previous: string | null = null;
  for (const segment of doc.segments) {
    if (!segment.text.trim()) continue;
    const key = boundaryKey(doc, segment);
    const last = out[out.length - 1];
    if (last && key === previous) last.push(segment);
    else out.push([segment]);
    previous = key;
  }
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();

function sentenceSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Sentences of a group, each with the segments it overlaps (for pages and cue times). */
function sentencePieces(segments: TextSegment[], language: string): Piece[] {
  const starts: number[] = [];
  let joined = '';
  for (const segment of segments) {
    starts.push(joined.length);
    joined += `${segment.text.trim()}\n`;
  }
  const pieces: Piece[] = [];
  let first = 0;
  for (const part of sentenceSegmenter(language).segment(joined)) {
    const text = normalizeSpace(part.segment);
    if (!text) continue;
    const end = part.index + part.segment.trimEnd().length;
    // Sentences come in order, so the first overlapping segment only moves forward.
    while (first < segments.length - 1 && (starts[first + 1] ?? joined.length) <= part.index) {
      first += 1;
    }
    let last = first;
    while (last < segments.length - 1 && (starts[last + 1] ?? joined.length) < end) last += 1;
    const overlapping = segments.slice(first, last + 1);
    const split = splitLong({ text, words: countWords(text, language), segments: overlapping });
    const tail = split[split.length - 1];
    if (tail) tail.endsParagraph = /\n\s*$/.test(part.segment);
    pieces.push(...split);
  }
  return pieces;
}

/** A run-on "sentence" (a transcript without punctuation) is cut every MAX_WORDS words. */
function splitLong(piece: Piece): Piece[] {
  if (piece.words <= MAX_WORDS) return [piece];
  const words = piece.text.split(' ');
  if (words.length <= MAX_WORDS) return [piece];
  const out: Piece[] = [];
  for (let i = 0; i < words.length; i += TARGET_WORDS) {
    const slice = words.slice(i, i + TARGET_WORDS);
    out.push({ text: slice.join(' '), words: slice.length, segments: piece.segments });
  }
  return out;
}

function pack(pieces: Piece[]): Piece[][] {
  const out: Piece[][] = [];
  let current: Piece[] = [];
  let words = 0;
  for (const piece of pieces) {
    if (current.length > 0 && (words >= TARGET_WORDS || words + piece.words > MAX_WORDS)) {
      out.push(current);
      current = [];
      words = 0;
    }
    current.push(piece);
    words += piece.words;
  }
  if (current.length > 0) {
    const last = out[out.length - 1];
    const lastWords = last?.reduce((sum, p) => sum + p.words, 0) ?? 0;
    // Fold a short tail into the previous chunk when that keeps it near the maximum.
    if (last && words < MIN_WORDS / 3 && lastWords + words <= MAX_WORDS + MIN_WORDS / 3) {
      last.push(...current);
    } else {
      out.push(current);
    }
  }
  return out;
}

function minOf(values: (number | undefined)[]): number | null {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.length > 0 ? Math.min(...defined) : null;
}

function maxOf(values: (number | undefined)[]): number | null {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.length > 0 ? Math.max(...defined) : null;
}

function toChunk(pieces: Piece[], index: number): Chunk {
  const segments = [...new Set(pieces.flatMap((p) => p.segments))];
  const headings = segments[0]?.headings ?? [];
  return {
    index,
    // Paragraph breaks survive as blank lines so a heading never runs into the next sentence.
    text: pieces
      .map((p, i) => (i === 0 ? '' : pieces[i - 1]?.endsParagraph ? '\n\n' : ' ') + p.text)
      .join(''),
    page_start: minOf(segments.map((s) => s.page)),
    page_end: maxOf(segments.map((s) => s.page)),
    start_seconds: minOf(segments.map((s) => s.start)),
    end_seconds: maxOf(segments.map((s) => s.end)),
    heading: headings.length > 0 ? headings.join(' > ') : null,
  };
}

export function chunkDocument(doc: ExtractedDocument): Chunk[] {
  const language = doc.language || 'en';
  const chunks: Chunk[] = [];
  for (const group of groups(doc)) {
    for (const packed of pack(sentencePieces(group, language))) {
      chunks.push(toChunk(packed, chunks.length));
    }
  }
  return chunks;
}
