// Text analysis shared by indexing, ranking and answer composition: stems, stopwords, sentences.
// Words are split by the tokenizer the study engine uses too (engine/text/words.ts).
import { stemmer } from 'stemmer';
import { textBlocks } from '../text/blocks';
import { splitWords } from '../text/words';

/** A word of the text: its lowercase form and its stem (the stem of a number is the number). */
export interface Word {
  lower: string;
  stem: string;
  /** True for function words that carry no topic (the, of, what...). */
  stop: boolean;
}

// A classic English function-word list (SMART/Lucene style), plus question words.
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further ' +
    'had has have having he her here hers herself him himself his how i if in into is it its itself ' +
    'just me more most my myself no nor not now of off on once only or other our ours ourselves out ' +
    'over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which ' +
    'while who whom whose why will with would you your yours yourself yourselves also may might must ' +
    'shall us upon yet however although though whether either neither s t ve ll re d'
  ).split(' '),
);

/** A lowercase word that carries no topic; negative contractions (wasn't, don't) included. */
export function isStopword(lower: string): boolean {
  return STOPWORDS.has(lower) || /n['’]t$/u.test(lower);
}

const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, string>();

/** Porter stem of a lowercase word; possessives and apostrophes are dropped first. */
export function stem(lower: string): string {
  const cached = stemCache.get(lower);
  if (cached !== undefined) return cached;
  const base = lower.replace(/['’]s$/u, '').replace(/['’]/gu, '');
  const result = /^\p{N}+$/u.test(base) || base.length < 3 ? base : stemmer(base);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(lower, result);
  return result;
}

export function analyzeWords(text: string): Word[] {
  return splitWords(text).map((raw) => {
    const lower = raw.toLowerCase();
    return { lower, stem: stem(lower), stop: isStopword(lower) };
  });
}

/** Stems of the content words of a text, in order (stopwords removed). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of splitWords(text)) {
    const lower = raw.toLowerCase();
    if (!isStopword(lower)) out.push(stem(lower));
  }
  return out;
}

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt vs etc e.g i.e cf fig figs no nos vol pp p ca approx inc ltd co ' +
    'corp dept est gen gov jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n a.d b.c'
  ).split(' '),
);

/**
 * Splits text into sentences at . ! ? followed by a capital, digit, quote or bracket, keeping
 * abbreviations (Dr., U.S., e.g.) and initials (J. Smith) inside. A blank line, and a line break
 * after a heading, also end a sentence.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of textBlocks(text, isStopword)) splitBlock(block, out);
  return out;
}

function splitBlock(text: string, out: string[]): void {
  const re = /([.!?]+)(["'”’)\]]*)(\s+)(?=["'“‘([]?[\p{Lu}\p{N}])/gu;
  let start = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + (m[1] ?? '').length + (m[2] ?? '').length;
    if (m[1] === '.' && isAbbreviationBefore(text, m.index)) continue;
    pushSentence(out, text.slice(start, end));
    start = m.index + m[0].length;
  }
  pushSentence(out, text.slice(start));
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
