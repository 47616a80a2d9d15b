// Matching keys for words and phrases, so plural and variant forms of a concept merge.
import { stemmer } from 'stemmer';

const cache = new Map<string, string>();

/** Porter stem for English; a light plural strip for other alphabetic languages. */
export function stemWord(word: string, language: string): string {
  const lower = word.toLowerCase();
  const cacheKey = `${language}:${lower}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const stem = language === 'en' ? porter(lower) : lightStem(lower, language);
  if (cache.size > 200_000) cache.clear();
  cache.set(cacheKey, stem);
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
