// Text analysis shared by indexing, ranking and answer composition: stems, stopwords, sentences,
// in the language of the text (engine/language). Words are split by the tokenizer the study
// engine uses too (engine/text/words.ts).
import type { Language } from '../language/codes';
import { detectLanguage } from '../language/detect';
import { stemOf } from '../language/stem';
import {
  analyzeWords as analyzeWordsOf,
  contentStems,
  contentWordCount,
  isStopword as isStopwordOf,
  type Word,
} from '../language/words';
import { textBlocks } from '../text/blocks';

export type { Word } from '../language/words';

/** A lowercase word that carries no topic; negative contractions (wasn't, don't) included. */
export function isStopword(lower: string, language: Language = 'en'): boolean {
  return isStopwordOf(lower, language);
}

/** Stem of a lowercase word (Porter for English; possessives and apostrophes dropped first). */
export function stem(lower: string, language: Language = 'en'): string {
  return stemOf(lower, language);
}

/** The words of a text, read in its language (detected when not given). */
export function analyzeWords(text: string, language: Language = detectLanguage(text)): Word[] {
  return analyzeWordsOf(text, language);
}

/** Stems of the content words of a text, in order (stopwords removed). */
export function terms(text: string, language: Language = detectLanguage(text)): string[] {
  return contentStems(text, language);
}

/** How many `terms` a text has (a chunk's stored word count), counted without stemming. */
export function termCount(text: string, language: Language = detectLanguage(text)): number {
  return contentWordCount(text, language);
}

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt vs v etc e.g i.e cf fig figs no nos vol pp p ca approx inc ltd co ' +
    'corp dept est gen gov jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n a.d b.c'
  ).split(' '),
);

/**
 * Splits text into sentences at . ! ? followed by a capital, digit, quote or bracket, keeping
 * abbreviations (Dr., U.S., e.g.) and initials (J. Smith) inside; at the full stops of Chinese
 * and Japanese (。！？ and their full-width Latin forms), and at a Latin stop written straight
 * before a Chinese or Japanese character. A blank line, and a line break after a heading, also
 * end a sentence.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of textBlocks(text, (lower) => isStopword(lower))) splitBlock(block, out);
  return out;
}

const CJK_CHAR = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff]';
const SENTENCE_END = new RegExp(
  `([.!?]+)(["'”’)\\]]*)(\\s+)(?=["'“‘([]?[\\p{Lu}\\p{N}])|([。！？｡．！？]+)(["'”’」』）)\\]]*)(\\s*)|([.!?]+)(["'”’」』）)\\]]*)(\\s*)(?=[「『（(]?${CJK_CHAR})`,
  'gu',
);

function splitBlock(text: string, out: string[]): void {
  const re = new RegExp(SENTENCE_END.source, 'gu');
  let start = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const stop = m[1] ?? m[4] ?? m[7] ?? '';
    const closing = m[2] ?? m[5] ?? m[8] ?? '';
    const end = m.index + stop.length + closing.length;
    if (stop === '.' && m[1] !== undefined && isAbbreviationBefore(text, m.index)) continue;
    if (stop === '.' && isOrdinalDate(text, m.index, re.lastIndex)) continue;
    pushSentence(out, text.slice(start, end));
    start = m.index + m[0].length;
  }
  pushSentence(out, text.slice(start));
}

// Months, in the languages that write a day as an ordinal number with a full stop ("6. Oktober").
const MONTH_AFTER =
  /^(januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b/iu;

/** "am 6. Oktober 1973": the full stop after a day's number is no sentence end. */
function isOrdinalDate(text: string, dotIndex: number, nextIndex: number): boolean {
  return (
    /(^|\s)\d{1,2}$/u.test(text.slice(Math.max(0, dotIndex - 3), dotIndex)) &&
    MONTH_AFTER.test(text.slice(nextIndex, nextIndex + 12))
  );
}

function isAbbreviationBefore(text: string, dotIndex: number): boolean {
  const before = /(\S+)$/u.exec(text.slice(Math.max(0, dotIndex - 12), dotIndex));
  const token = (before?.[1] ?? '').replace(/^["'“‘(]+/u, '');
  if (/^\p{Lu}$/u.test(token)) return true;
  return ABBREVIATIONS.has(token.toLowerCase());
}

function pushSentence(out: string[], raw: string): void {
  const s = raw.replace(/\s+/gu, ' ').trim();
  if (s.length > 0) out.push(s);
}
