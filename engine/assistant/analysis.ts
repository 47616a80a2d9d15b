// A passage read once for ranking: its content stems in order and its sentences.
import { splitSentences, terms } from './text';

export interface AnalyzedSentence {
  text: string;
  /** Range [start, end) of the sentence in the passage's `terms`. */
  start: number;
  end: number;
}

export interface AnalyzedPassage {
  terms: string[];
  sentences: AnalyzedSentence[];
}

export function analyzePassage(text: string): AnalyzedPassage {
  const all: string[] = [];
  const sentences: AnalyzedSentence[] = [];
  for (const sentence of splitSentences(text)) {
    const start = all.length;
    for (const t of terms(sentence)) all.push(t);
    sentences.push({ text: sentence, start, end: all.length });
  }
  return { terms: all, sentences };
}
