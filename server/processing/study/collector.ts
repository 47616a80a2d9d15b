// Candidate phrases are read sentence by sentence, in order, keeping a running word position:
// the same collector serves a whole document at once or a document that arrives page by page.
import { CandidateStats } from './candidate-stats';
import type { EmphasisDictionary } from './emphasis';
import type { StudySentence } from './sentences';
import type { ContentWord, Occurrence } from './types';

export interface CandidateSet {
  occurrences: Occurrence[];
  /** Content words per sentence, in order: the nodes of the co-occurrence graph. */
  contentWords: ContentWord[][];
  totalWords: number;
  /** The occurrences grouped per candidate, and the word graph, for ranking. */
  stats: CandidateStats;
  /** Phrases the document set in bold or italic, when its format says so. */
  emphasis?: EmphasisDictionary;
}

/** Where reading stands when a sentence starts; a reader moves `position` past its words. */
export interface SentenceCursor {
  position: number;
  /** Position of the first word of the sentence's source (chunk). */
  readonly sourceStart: number;
  readonly occurrences: Occurrence[];
}

/** Reads one sentence's candidates into the cursor; returns its content words. */
export type SentenceReader = (sentence: StudySentence, cursor: SentenceCursor) => ContentWord[];

export interface CandidateCollector {
  add(sentence: StudySentence): void;
  result(): CandidateSet;
}

export function candidateCollector(
  read: SentenceReader,
  emphasis?: EmphasisDictionary,
): CandidateCollector {
  const occurrences: Occurrence[] = [];
  const contentWords: ContentWord[][] = [];
  const stats = new CandidateStats();
  let position = 0;
  let source = -1;
  let sourceStart = 0;
  return {
    add(sentence) {
      if (sentence.source !== source) {
        source = sentence.source;
        sourceStart = position;
      }
      const cursor: SentenceCursor = { position, sourceStart, occurrences };
      const before = occurrences.length;
      const words = read(sentence, cursor);
      contentWords.push(words);
      position = cursor.position;
      for (let i = before; i < occurrences.length; i += 1) {
        const occurrence = occurrences[i];
        if (occurrence) stats.addOccurrence(occurrence);
      }
      stats.addContentWords(words);
    },
    result: () => ({ occurrences, contentWords, totalWords: position, stats, emphasis }),
  };
}

export function readAll(
  collector: CandidateCollector,
  sentences: readonly StudySentence[],
): CandidateSet {
  for (const sentence of sentences) collector.add(sentence);
  return collector.result();
}
