// The one tokenizer of the study engine and the assistant: what a word of a text is, in every
// language. Pure, with no imports of ours, so both engines (and whatever indexes text) share it.

export interface WordToken {
  text: string;
  /** Offset of the word in the source string. */
  index: number;
}

// Scripts written with spaces between words are tokenized by a regular expression, about twenty
// times faster than Intl.Segmenter on book-length input and on the ~100 candidates ranking
// re-reads per query; other scripts (CJK, Thai…) need the segmenter's dictionary.
const SPACED_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\p{P}\p{S}\p{Z}\s]*$/u;
/** Letters and digits, joined across an apostrophe (don't) or a dot (e.g, 3.14, node.js). */
const WORD_RE = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;

const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(language: string): Intl.Segmenter {
  const cached = segmenters.get(language);
  if (cached) return cached;
  let created: Intl.Segmenter;
  try {
    created = new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    created = new Intl.Segmenter('en', { granularity: 'word' });
  }
  segmenters.set(language, created);
  return created;
}

/** The words of a text with their offsets, in order. */
export function wordTokens(text: string, language = 'en'): WordToken[] {
  const out: WordToken[] = [];
  if (SPACED_SCRIPTS.test(text)) {
    for (const m of text.matchAll(WORD_RE)) out.push({ text: m[0], index: m.index });
    return out;
  }
  for (const part of wordSegmenter(language).segment(text))
    if (part.isWordLike) out.push({ text: part.segment, index: part.index });
  return out;
}

const COUNTED_WORD = new RegExp(WORD_RE.source, 'gu');

/** How many words `wordTokens` finds, without making them (chunking counts every sentence). */
export function countWordTokens(text: string, language = 'en'): number {
  const ascii = countAsciiWords(text);
  if (ascii >= 0) return ascii;
  let count = 0;
  if (SPACED_SCRIPTS.test(text)) {
    COUNTED_WORD.lastIndex = 0;
    while (COUNTED_WORD.exec(text) !== null) count += 1;
    return count;
  }
  for (const part of wordSegmenter(language).segment(text)) if (part.isWordLike) count += 1;
  return count;
}

/** The words of a text, in order (as `wordTokens`, without the offsets). */
export function splitWords(text: string, language = 'en'): string[] {
  if (SPACED_SCRIPTS.test(text)) return text.match(WORD_RE) ?? [];
  const out: string[] = [];
  for (const part of wordSegmenter(language).segment(text))
    if (part.isWordLike) out.push(part.segment);
  return out;
}

const isAsciiAlnum = (c: number): boolean =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);

/**
 * What `countWordTokens` counts, read by character code when `text` is printable ASCII (WORD_RE's
 * letters and digits are then [A-Za-z0-9] and its joiners ' and .); -1 for any other text. Chunking
 * counts the words of every sentence of a book, and the Unicode regular expressions cost more.
 */
function countAsciiWords(text: string): number {
  const n = text.length;
  let count = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 0x7f || (c < 0x20 && (c < 0x09 || c > 0x0d))) return -1;
    i += 1;
    if (!isAsciiAlnum(c)) continue;
    count += 1;
    for (;;) {
      while (i < n && isAsciiAlnum(text.charCodeAt(i))) i += 1;
      // Reads stay inside the string: V8 drops the optimized code of a read past its end.
      if (i + 1 >= n) break;
      const joiner = text.charCodeAt(i);
      if ((joiner === 0x27 || joiner === 0x2e) && isAsciiAlnum(text.charCodeAt(i + 1))) i += 2;
      else break;
    }
  }
  return count;
}
