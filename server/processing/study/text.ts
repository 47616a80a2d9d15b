// Sentence and word utilities on Intl.Segmenter, shared by every language.
import { stopwordsFor } from './stopwords';

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(
  cache: Map<string, Intl.Segmenter>,
  language: string,
  granularity: 'sentence' | 'word',
): Intl.Segmenter {
  const cached = cache.get(language);
  if (cached) return cached;
  let created: Intl.Segmenter;
  try {
    created = new Intl.Segmenter(language, { granularity });
  } catch {
    created = new Intl.Segmenter('en', { granularity });
  }
  cache.set(language, created);
  return created;
}

/** Collapses runs of whitespace so texts compare and print cleanly. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// A heading line: short, capitalized, and without the punctuation that ends or continues a
// sentence; a line ending in a function word ("... discovered by") is a wrapped sentence instead.
const HEADING_MAX_WORDS = 8;
const CONTINUES = /[.!?;:,…\-–—/&+]$/u;
const STARTS_CAPITALIZED = /^["'“‘([]?[\p{Lu}\p{N}]/u;

function isHeadingLine(line: string, next: string, stopwords: ReadonlySet<string>): boolean {
  if (CONTINUES.test(line) || !STARTS_CAPITALIZED.test(line) || !STARTS_CAPITALIZED.test(next)) {
    return false;
  }
  const words = line.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  return words.length <= HEADING_MAX_WORDS && !stopwords.has(last.toLowerCase());
}

/**
 * The parts of a text that no sentence crosses: paragraphs (separated by a blank line) and
 * headings (a short line without final punctuation before a capitalized line). Other line
 * breaks are soft wraps inside a sentence.
 */
export function textBlocks(text: string, stopwords: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/u)) {
    const lines = paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let current: string[] = [];
    lines.forEach((line, i) => {
      current.push(line);
      const next = lines[i + 1];
      if (next === undefined || isHeadingLine(line, next, stopwords)) {
        out.push(current.join(' '));
        current = [];
      }
    });
  }
  return out;
}

/** The sentence segmenter of `language` (English when the runtime does not know it), cached. */
export function sentenceSegmenter(language: string): Intl.Segmenter {
  return segmenter(sentenceSegmenters, language, 'sentence');
}

export function splitSentences(text: string, language: string): string[] {
  const out: string[] = [];
  const sentences = sentenceSegmenter(language);
  for (const block of textBlocks(text, stopwordsFor(language))) {
    for (const part of sentences.segment(block)) {
      const sentence = normalizeSpace(part.segment);
      if (sentence) out.push(sentence);
    }
  }
  return out;
}

export interface WordToken {
  text: string;
  /** Offset of the word in the source string. */
  index: number;
}

// Scripts written with spaces between words are tokenized by a regular expression, many times
// faster than Intl.Segmenter on book-length input; other scripts (CJK, Thai…) need the segmenter.
const SPACED_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\p{P}\p{S}\p{Z}\s]*$/u;
const WORD_RE = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

export function wordTokens(text: string, language: string): WordToken[] {
  const out: WordToken[] = [];
  if (SPACED_SCRIPTS.test(text)) {
    for (const m of text.matchAll(WORD_RE)) out.push({ text: m[0], index: m.index });
    return out;
  }
  for (const part of segmenter(wordSegmenters, language, 'word').segment(text)) {
    if (part.isWordLike) out.push({ text: part.segment, index: part.index });
  }
  return out;
}

export function countWords(text: string, language: string): number {
  return wordTokens(text, language).length;
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isBoundary(text: string, index: number): boolean {
  const char = text[index];
  return char === undefined || !WORD_CHAR.test(char);
}

/**
 * Every occurrence of `term` in `text`, case-insensitively, as a whole word (anywhere, for
 * CJK). Plain string search: regular expressions with Unicode classes and the `i` flag are
 * slow to build, and this runs for every concept and sentence.
 */
export function findAllTerms(text: string, term: string): { start: number; end: number }[] {
  if (!term) return [];
  const lowerText = text.toLowerCase();
  const lowerTerm = term.toLowerCase();
  // Lowercasing a few scripts changes string length; offsets would then be wrong.
  if (lowerText.length !== text.length || lowerTerm.length !== term.length) return [];
  const anywhere = isCjk(term);
  const out: { start: number; end: number }[] = [];
  let from = 0;
  for (;;) {
    const start = lowerText.indexOf(lowerTerm, from);
    if (start < 0) break;
    const end = start + lowerTerm.length;
    if (anywhere || (isBoundary(text, start - 1) && isBoundary(text, end))) {
      out.push({ start, end });
      from = end;
    } else {
      from = start + 1;
    }
  }
  return out;
}

/** The first occurrence of `term` in `text`, as `findAllTerms` finds them. */
export function findTerm(text: string, term: string): { start: number; end: number } | null {
  return findAllTerms(text, term)[0] ?? null;
}
