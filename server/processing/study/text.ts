// Sentence and word utilities of the study engine, for every language. Words come from the
// tokenizer the assistant uses too (engine/text/words.ts).
import { textBlocks } from '../../../engine/text/blocks';
import { countWordTokens } from '../../../engine/text/words';
import { stopwordsFor } from './stopwords';

export { wordTokens, type WordToken } from '../../../engine/text/words';

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/** Whitespace that normalizing changes: any but a single space. */
const UNNORMAL_SPACE = /[^\S ]| {2}/;

/** Collapses runs of whitespace so texts compare and print cleanly. */
export function normalizeSpace(text: string): string {
  // Most sentences have single spaces only: replacing would copy them for nothing.
  return UNNORMAL_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

/** The sentence segmenter of `language` (English when the runtime does not know it), cached. */
export function sentenceSegmenter(language: string): Intl.Segmenter {
  const cached = sentenceSegmenters.get(language);
  if (cached) return cached;
  let created: Intl.Segmenter;
  try {
    created = new Intl.Segmenter(language, { granularity: 'sentence' });
  } catch {
    created = new Intl.Segmenter('en', { granularity: 'sentence' });
  }
  sentenceSegmenters.set(language, created);
  return created;
}

export function splitSentences(text: string, language: string): string[] {
  const out: string[] = [];
  const sentences = sentenceSegmenter(language);
  const stopwords = stopwordsFor(language);
  for (const block of textBlocks(text, (word) => stopwords.has(word))) {
    for (const part of sentences.segment(block)) {
      const sentence = normalizeSpace(part.segment);
      if (sentence) out.push(sentence);
    }
  }
  return out;
}

export function countWords(text: string, language: string): number {
  return countWordTokens(text, language);
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
