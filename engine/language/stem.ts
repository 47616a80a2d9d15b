// Stems per language, so the forms of a word match each other: Porter for English (as the engine
// always had), Snowball for French, German and Spanish with accents dropped after stemming (a
// question typed without them still matches). Chinese and Japanese words are not inflected:
// they stay as they are, and the Latin words inside them get the English treatment.
import * as snowball from 'snowball-stemmers';
import { stemmer as porter } from 'stemmer';
import type { Language } from './codes';
import { germanVerbStem } from './german-verbs';

const SNOWBALL_NAMES = { fr: 'french', de: 'german', es: 'spanish' } as const;
type SnowballLanguage = keyof typeof SNOWBALL_NAMES;

const stemmers = new Map<SnowballLanguage, (word: string) => string>();

function snowballOf(language: SnowballLanguage): (word: string) => string {
  let stem = stemmers.get(language);
  if (stem === undefined) {
    const algorithm = snowball.newStemmer(SNOWBALL_NAMES[language]);
    stem = (word) => algorithm.stem(word);
    stemmers.set(language, stem);
  }
  return stem;
}

const CACHE_LIMIT = 200_000;
const caches = new Map<Language, Map<string, string>>();

const DIGITS = /^\p{N}+$/u;
const LATIN = /^[\p{Script=Latin}\p{N}'’.-]+$/u;
const MARKS = /\p{M}/gu;

/** Porter stem of a lowercase English word; possessives and apostrophes are dropped first. */
function englishStem(lower: string): string {
  const base = lower.replace(/['’]s$/u, '').replace(/['’]/gu, '');
  return DIGITS.test(base) || base.length < 3 ? base : porter(base);
}

function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').normalize('NFC');
}

function compute(lower: string, language: Language): string {
  switch (language) {
    case 'en':
      return englishStem(lower);
    case 'fr':
    case 'de':
    case 'es': {
      const base = lower.replace(/['’]/gu, '');
      if (DIGITS.test(base) || base.length < 3) return withoutAccents(base);
      const stem = withoutAccents(snowballOf(language)(base));
      if (language !== 'de') return stem;
      // The forms of a verb meet: endings Snowball keeps, the vowels of strong verbs (geschrieben,
      // schrieb: schreiben), the two spellings of borrowed words.
      return germanSpelling(germanVerbStem(withoutVerbEnding(stem), germanPlainStem));
    }
    case 'zh':
      return LATIN.test(lower) ? englishStem(lower) : lower;
    case 'ja':
      return LATIN.test(lower) ? englishStem(lower) : japaneseStem(lower);
  }
}

/**
 * German writes borrowed words both ways, the source's or its own (Doctor and Doktor, Photo and
 * Foto, Centrum and Zentrum): c before a, o, u or a consonant is k, c before e, i, ä is z, ph is f.
 */
function germanSpelling(stem: string): string {
  if (!stem.includes('c') && !stem.includes('ph')) return stem;
  return stem
    .replace(/ph/gu, 'f')
    .replace(/c(?=[eiy])/gu, 'z')
    .replace(/c(?![hk])/gu, 'k');
}

/** The German stem before strong verbs' forms are led to their infinitive's (their table's own). */
function germanPlainStem(lower: string): string {
  const base = lower.replace(/['’]/gu, '');
  if (base.length < 3) return withoutAccents(base);
  return withoutVerbEnding(withoutAccents(snowballOf('de')(base)));
}

/**
 * German's Snowball keeps the -t of the third person and the participle ("unterstützt" beside
 * "unterstützen"), and the -et of a stem ending in d or t ("befindet", "leitet"): dropped, so the
 * forms of a verb meet.
 */
function withoutVerbEnding(stem: string): string {
  if (stem.length <= 5 || !stem.endsWith('t')) return stem;
  return /[dt]e$/u.test(stem.slice(0, -1)) ? stem.slice(0, -2) : stem.slice(0, -1);
}

const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const EDGE_HIRAGANA = /^[\u3041-\u309f]+|[\u3041-\u309f]+$/gu;

/**
 * Japanese writes a verb's or an adjective's inflection in hiragana after its kanji (書く, 書いた,
 * 書かれ; 多い, 多く), and the word segmenter leaves particles stuck to a word now and then (が解,
 * 何と, 一般に): a word with kanji is compared by what it has between its leading and trailing
 * hiragana, as a dictionary form would be (書, 多, 解, 一般).
 */
function japaneseStem(word: string): string {
  if (!KANJI.test(word)) return word;
  const core = word.replace(EDGE_HIRAGANA, '');
  return core === '' ? word : core;
}

/** The stem of a lowercase word of `language` (the stem of a number is the number). */
export function stemOf(lower: string, language: Language): string {
  let cache = caches.get(language);
  if (cache === undefined) {
    cache = new Map();
    caches.set(language, cache);
  }
  const cached = cache.get(lower);
  if (cached !== undefined) return cached;
  const result = compute(lower, language);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lower, result);
  return result;
}
