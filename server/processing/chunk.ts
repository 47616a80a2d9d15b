// Splits extracted material into chunks of roughly 150–300 words at sentence boundaries, for
// search and for locating study items. A chunk never spans two PDF pages or two Word sections.
import type { Chunk, ExtractedDocument, TextSegment } from './types';
import { countWords, normalizeSpace, sentenceSegmenter } from './study/text';

const TARGET_WORDS = 250;
const MAX_WORDS = 300;
const MIN_WORDS = 150;

interface Piece {
  text: string;
  words: number;
  segments: TextSegment[];
  /** The piece ends its paragraph (segment): chunks keep that break as a blank line. */
  endsParagraph?: boolean;
  /** A part of a sentence longer than MAX_WORDS, cut by `splitLong`. */
  cut?: boolean;
}

/**
 * The sentences the chunker cut each chunk into, in the language it cut them in. Splitting the
 * chunk's text again gives the same sentences (the text is those sentences joined by a space, or
 * a blank line at a paragraph end), so the study engine takes them from here instead; chunks
 * holding a long sentence cut in parts are left out, as re-splitting would join the parts.
 */
const chunkSentences = new WeakMap<Chunk, { language: string; sentences: readonly string[] }>();

/** The sentences of `chunk` in `language`, when the chunker cut them in that language. */
export function sentencesOfChunk(chunk: Chunk, language: string): readonly string[] | undefined {
  const cut = chunkSentences.get(chunk);
  return cut?.language === language ? cut.sentences : undefined;
}

/** Segments that may share a chunk: same page for PDFs and images, same headings for Word. */
function boundaryKey(kind: ExtractedDocument['kind'], segment: TextSegment): string {
  if (kind === 'pdf' || kind === 'image') return `p${segment.page ?? 0}`;
  if (kind === 'docx' || kind === 'doc') return (segment.headings ?? []).join('\u0000');
  return '';
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
  // Most sentences lie in one segment: its one-segment list is made once, shared by them.
  const alone: TextSegment[][] = [];
  let first = 0;
  for (const part of sentenceSegmenter(language).segment(joined)) {
    const text = normalizeSpace(part.segment);
    if (!text) continue;
    const end = part.index + trimmedEnd(part.segment);
    // Sentences come in order, so the first overlapping segment only moves forward.
    while (first < segments.length - 1 && (starts[first + 1] ?? joined.length) <= part.index) {
      first += 1;
    }
    let last = first;
    while (last < segments.length - 1 && (starts[last + 1] ?? joined.length) < end) last += 1;
    const overlapping =
      first === last
        ? (alone[first] ??= segments.slice(first, first + 1))
        : segments.slice(first, last + 1);
    pushSplit(pieces, { text, words: countWords(text, language), segments: overlapping });
    // The piece just pushed, or the last part of the one cut.
    (pieces[pieces.length - 1] as Piece).endsParagraph = PARAGRAPH_END.test(part.segment);
  }
  return pieces;
}

const PARAGRAPH_END = /\n\s*$/;
const SPACE = /\s/;

/** `text.trimEnd().length`, without making the trimmed string. */
function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0) {
    const c = text.charCodeAt(end - 1);
    const space =
      c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c >= 0x80 && SPACE.test(text.charAt(end - 1)));
    if (!space) break;
    end -= 1;
  }
  return end;
}

/**
 * Pushes `piece`, or its parts when it is a run-on "sentence" (a transcript without punctuation)
 * cut every MAX_WORDS words.
 */
function pushSplit(out: Piece[], piece: Piece): void {
  const words = piece.words <= MAX_WORDS ? null : piece.text.split(' ');
  if (words === null || words.length <= MAX_WORDS) {
    out.push(piece);
    return;
  }
  for (let i = 0; i < words.length; i += TARGET_WORDS) {
    const slice = words.slice(i, i + TARGET_WORDS);
    out.push({ text: slice.join(' '), words: slice.length, segments: piece.segments, cut: true });
  }
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

/**
 * Chunks segments as they arrive: a group of segments (one PDF page, one Word section) is chunked
 * when the next group starts or at `finish`, so the result equals chunking the whole document.
 */
export class DocumentChunker {
  private group: TextSegment[] = [];
  private groupKey: string | null = null;
  private count = 0;

  constructor(
    private readonly kind: ExtractedDocument['kind'],
    private readonly language: string,
  ) {}

  /** Adds segments in order; returns the chunks this closed. */
  add(segments: readonly TextSegment[]): Chunk[] {
    const closed: Chunk[] = [];
    for (const segment of segments) {
      if (!segment.text.trim()) continue;
      const key = boundaryKey(this.kind, segment);
      if (this.group.length > 0 && key !== this.groupKey) closed.push(...this.closeGroup());
      this.group.push(segment);
      this.groupKey = key;
    }
    return closed;
  }

  /** The chunks of the last group. */
  finish(): Chunk[] {
    return this.closeGroup();
  }

  private closeGroup(): Chunk[] {
    if (this.group.length === 0) return [];
    const chunks = pack(sentencePieces(this.group, this.language)).map((packed) => {
      const chunk = toChunk(packed, this.count++);
      if (!packed.some((piece) => piece.cut)) {
        chunkSentences.set(chunk, {
          language: this.language,
          sentences: packed.map((p) => p.text),
        });
      }
      return chunk;
    });
    this.group = [];
    return chunks;
  }
}

export function chunkDocument(doc: ExtractedDocument): Chunk[] {
  const chunker = new DocumentChunker(doc.kind, doc.language || 'en');
  return [...chunker.add(doc.segments), ...chunker.finish()];
}
