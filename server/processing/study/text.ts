// Sentence and word utilities on Intl.Segmenter, shared by every language.

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

export function splitSentences(text: string, language: string): string[] {
  const out: string[] = [];
  for (const part of segmenter(sentenceSegmenters, language, 'sentence').segment(text)) {
    const sentence = normalizeSpace(part.segment);
    if (sentence) out.push(sentence);
  }
  return out;
}

export interface WordToken {
  text: string;
  /** Offset of the word in the source string. */
  index: number;
}

export function wordTokens(text: string, language: string): WordToken[] {
  const out: WordToken[] = [];
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
