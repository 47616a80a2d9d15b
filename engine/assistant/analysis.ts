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

/** Reads a passage: its words are split once, and tell its language too. */
export function analyzePassage(text: string): AnalyzedPassage {
  const split = splitSentences(text).map((sentence) => ({
    sentence,
    words: splitWords(sentence).map((w) => w.toLowerCase()),
  }));
  const language = detectWithWords(
    text,
    split.flatMap((s) => s.words),
  );
  const all: string[] = [];
  const sentences: AnalyzedSentence[] = [];
  for (const { sentence, words } of split) {
    const start = all.length;
    for (const raw of words) {
      const lower = wordForm(raw, language);
      if (!isStopword(lower, language)) all.push(stemOf(lower, language));
    }
    sentences.push({ text: sentence, start, end: all.length });
  }
  return { language, terms: all, sentences };
}
