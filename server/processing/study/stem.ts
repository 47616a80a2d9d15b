// Matching keys for words and phrases, so plural and variant forms of a concept merge.
import { stemmer } from 'stemmer';
import { stemOf } from '../../../engine/language/stem';

/** Stems by word as written, per language: a book asks for each of its words many times. */
const caches = new Map<string, Map<string, string>>();
const CACHE_LIMIT = 200_000;

/** The cache last asked for: a document asks in one language, word after word. */
let lastLanguage = '';
let lastCache: Map<string, string> | null = null;

function cacheOf(language: string): Map<string, string> {
  if (language === lastLanguage && lastCache !== null) return lastCache;
  let cache = caches.get(language);
  if (cache === undefined) {
    cache = new Map();
    caches.set(language, cache);
  }
  lastLanguage = language;
  lastCache = cache;
  return cache;
}

/** Languages with a Snowball stemmer (accents dropped after stemming, as engine/language does). */
const SNOWBALL = new Set(['fr', 'de', 'es']);

/** Porter stem for English, Snowball for French, German and Spanish; a light plural strip else. */
export function stemWord(word: string, language: string): string {
  const cache = cacheOf(language);
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const lower = word.toLowerCase();
  const stem =
    language === 'en'
      ? porter(lower)
      : SNOWBALL.has(language)
        ? stemOf(lower, language as 'fr' | 'de' | 'es')
        : lightStem(lower, language);
  if (cache.size > CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

function porter(word: string): string {
  // Stem each part of a hyphenated compound, as the Porter stemmer only knows plain words.
  return word.includes('-') ? word.split('-').map(stemmer).join('-') : stemmer(word);
}

function lightStem(word: string, language: string): string {
  if (word.length <= 4) return word;
  if (language === 'de') return word.replace(/(en|er|es|e|n|s)$/u, '');
  if (language === 'fr')
    return word.replace(/(aux|eux|s|x|e|es)$/u, (m) => (m === 'aux' ? 'al' : ''));
  if (language === 'es') return word.replace(/(es|s)$/u, '');
  return word.replace(/s$/u, '');
}

export function phraseKey(words: readonly string[], language: string): string {
  return words.map((w) => stemWord(w, language)).join(' ');
}
