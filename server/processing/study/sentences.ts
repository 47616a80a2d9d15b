// The material as a list of sentences, each knowing where it came from (page or time range).
import { sentencesOfChunk } from '../chunk';
import type { Chunk, ExtractedDocument, ItemSource } from '../types';
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
  split?: readonly string[];
}

function fromChunks(chunks: readonly Chunk[], language: string): Located[] {
  return chunks.map((chunk) => ({
    text: chunk.text,
    location: chunkLocation(chunk),
    split: sentencesOfChunk(chunk, language),
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

// The same when the text opens by repeating the title's words ("… in software maintenance
// Software maintenance accounts for …"): a capitalized word after a lowercase one, whose
// lowercase form came just before.
const CAPITALIZED_AFTER_LOWER = /(?<=\p{Ll}) (\p{Lu}\p{Ll}+)(?= )/gu;
const HAS_CAPITALIZED_AFTER_LOWER = new RegExp(CAPITALIZED_AFTER_LOWER.source, 'u');

function repeatedTitleBreak(sentence: string): number {
  // Most sentences have no such word: they are let go before lowercasing and a set.
  if (!HAS_CAPITALIZED_AFTER_LOWER.test(sentence)) return -1;
  const lower = sentence.toLowerCase();
  // Lowercasing a few scripts changes string length, and a capital sigma lowercases by what
  // follows it: offsets or words would then differ from lowercasing each prefix.
  if (lower.length !== sentence.length || sentence.includes('Σ')) {
    return repeatedTitleBreakSlow(sentence);
  }
  // The words before each match, gathered once as the matches move right.
  const before = new Set<string>();
  let wordStart = 0;
  for (const match of sentence.matchAll(CAPITALIZED_AFTER_LOWER)) {
    for (let space = lower.indexOf(' ', wordStart); space >= 0 && space < match.index;) {
      before.add(lower.slice(wordStart, space));
      wordStart = space + 1;
      space = lower.indexOf(' ', wordStart);
    }
    // `match.index` is the space before the capitalized word: the word it ends is the last one.
    const word = (match[1] ?? '').toLowerCase();
    if (before.has(word) || lower.slice(wordStart, match.index) === word) return match.index;
  }
  return -1;
}

function repeatedTitleBreakSlow(sentence: string): number {
  for (const match of sentence.matchAll(CAPITALIZED_AFTER_LOWER)) {
    const word = (match[1] ?? '').toLowerCase();
    const before = sentence.slice(0, match.index).toLowerCase().split(' ');
    if (before.includes(word)) return match.index;
  }
  return -1;
}

/** Where an English sentence runs on after a title (the space to cut at), or -1. */
function runOnBreak(sentence: string): number {
  const match = RUN_ON_TITLE.exec(sentence);
  return match ? match.index : repeatedTitleBreak(sentence);
}

/** A location as the source of a study item: the page, or the seconds of a video. */
export function itemSourceOf(location: SourceLocation): ItemSource | null {
  if (location.start !== null) {
    return {
      source_page_number: null,
      source_video_timestamp_start_seconds: location.start,
      source_video_timestamp_end_seconds: location.end,
    };
  }
  if (location.page === null) return null;
  return {
    source_page_number: location.page,
    source_video_timestamp_start_seconds: null,
    source_video_timestamp_end_seconds: null,
  };
}

/** The location a chunk's sentences point to. */
export function chunkLocation(chunk: Chunk): SourceLocation {
  return { page: chunk.page_start, start: chunk.start_seconds, end: chunk.end_seconds };
}

/**
 * The sentences of one source (a chunk or segment), numbered on from `firstIndex`; `split` is
 * the source already split into sentences, when known.
 */
export function sourceSentences(
  text: string,
  location: SourceLocation,
  sourceIndex: number,
  firstIndex: number,
  language: string,
  split: readonly string[] = splitSentences(text, language),
): StudySentence[] {
  const out: StudySentence[] = [];
  const add = (sentence: string) =>
    out.push({ index: firstIndex + out.length, source: sourceIndex, text: sentence, location });
  for (const sentence of split) {
    const at = language === 'en' ? runOnBreak(sentence) : -1;
    if (at < 0) add(sentence);
    else {
      add(sentence.slice(0, at));
      add(sentence.slice(at + 1));
    }
  }
  return out;
}

/** Sentences of the chunks, or of the raw segments when no chunks were given. */
export function collectSentences(
  doc: ExtractedDocument,
  chunks: readonly Chunk[],
  language: string,
): StudySentence[] {
  const sources = chunks.length > 0 ? fromChunks(chunks, language) : fromSegments(doc);
  const out: StudySentence[] = [];
  sources.forEach((source, sourceIndex) => {
    out.push(
      ...sourceSentences(
        source.text,
        source.location,
        sourceIndex,
        out.length,
        language,
        source.split,
      ),
    );
  });
  return out;
}
