// The words of a text as the engine compares them: lowercase form, stem, and whether it is a
// function word, in the text's language.
import { splitWords, wordTokens } from '../text/words';
import type { Language } from './codes';
import { stemOf } from './stem';
import { stopwordsOf } from './stopwords';

/** A word of the text: its lowercase form and its stem (the stem of a number is the number). */
export interface Word {
  lower: string;
  stem: string;
  /** True for function words that carry no topic (the, of, what...). */
  stop: boolean;
  /** Written with a capital first letter (a name, a sentence's first word; a German noun). */
  capitalized: boolean;
}

// French and Italian elide an article or pronoun into the next word: l'économie, qu'il, d'un.
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’](?=\p{L})/u;
const NEGATIVE_CONTRACTION = /n['’]t$/u;
const CAPITAL = /^\p{Lu}/u;
/** "what's", "it's", "A's" (of "V&A's"): the function word with a clitic 's is one still. */
const CLITIC_S = /['’]s$/u;
const HIRAGANA_ONLY = /^[\u3040-\u309f\u30fc]+$/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}'’.-]+$/u;

/** The lowercase form compared: French elisions dropped ("l'économie" is "économie"). */
export function wordForm(raw: string, language: Language): string {
  const lower = raw.toLowerCase();
  return language === 'fr' ? lower.replace(ELISION, '') : lower;
}

/** A lowercase word that carries no topic in `language`. */
export function isStopword(lower: string, language: Language): boolean {
  // Latin words inside Chinese or Japanese text are read as English.
  if ((language === 'zh' || language === 'ja') && LATIN_WORD.test(lower)) {
    return isStopword(lower, 'en');
  }
  if (stopwordsOf(language).has(lower)) return true;
  // Japanese writes its particles, auxiliaries and inflections in hiragana ("した", "く", "っ"):
  // a word made only of them carries no topic.
  if (language === 'ja' && HIRAGANA_ONLY.test(lower)) return true;
  if (language !== 'en') return false;
  if (NEGATIVE_CONTRACTION.test(lower)) return true;
  return CLITIC_S.test(lower) && stopwordsOf(language).has(lower.replace(CLITIC_S, ''));
}

export function wordOf(raw: string, language: Language): Word {
  const lower = wordForm(raw, language);
  return {
    lower,
    stem: stemOf(lower, language),
    stop: isStopword(lower, language),
    capitalized: CAPITAL.test(raw),
  };
}

export function analyzeWords(text: string, language: Language): Word[] {
  return wordTokens(text, language).map((t) => wordOf(t.text, language));
}

/** How many content words a text has: the length of `contentStems`, without stemming them. */
export function contentWordCount(text: string, language: Language): number {
  let count = 0;
  for (const raw of splitWords(text, language))
    if (!isStopword(wordForm(raw, language), language)) count += 1;
  return count;
}

/** Stems of the content words of a text, in order (stopwords removed). */
export function contentStems(text: string, language: Language): string[] {
  const out: string[] = [];
  for (const raw of splitWords(text, language)) {
    const lower = wordForm(raw, language);
    if (!isStopword(lower, language)) out.push(stemOf(lower, language));
  }
  return out;
}
