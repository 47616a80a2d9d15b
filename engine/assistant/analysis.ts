// A passage read once for ranking: its language, its content stems in order and its sentences.
import type { Language } from '../language/codes';
import { detectWithWords } from '../language/detect';
import { stemOf } from '../language/stem';
import { isStopword, wordForm } from '../language/words';
import { splitWords } from '../text/words';
import { splitSentences } from './text';

export interface AnalyzedSentence {
  text: string;
  /** Range [start, end) of the sentence in the passage's `terms`. */
  start: number;
  end: number;
}

export interface AnalyzedPassage {
  language: Language;
  terms: string[];
  sentences: AnalyzedSentence[];
}

/**
 * Whether a word may be a function word that tells the language: function words are written in
 * lowercase inside a sentence, so a capitalized one belongs to a name ("Los Angeles", "San Diego"
 * in a German text, "De Gaulle", "The Beatles"). A sentence's first word counts as it is.
 */
function isFunctionWordCandidate(word: string, index: number): boolean {
  return index === 0 || !CAPITALIZED.test(word);
}
const CAPITALIZED = /^\p{Lu}/u;

/** Reads a passage: its words are split once, and tell its language too. */
export function analyzePassage(text: string): AnalyzedPassage {
  const split = splitSentences(text).map((sentence) => ({
    sentence,
    raw: splitWords(sentence),
  }));
  const language = detectWithWords(
    text,
    split.flatMap((s) => s.raw.filter(isFunctionWordCandidate).map((w) => w.toLowerCase())),
  );
  const all: string[] = [];
  const sentences: AnalyzedSentence[] = [];
  for (const { sentence, raw: words } of split) {
    const start = all.length;
    for (const raw of words) {
      const lower = wordForm(raw, language);
      if (!isStopword(lower, language)) all.push(stemOf(lower, language));
    }
    sentences.push({ text: sentence, start, end: all.length });
  }
  return { language, terms: all, sentences };
}
