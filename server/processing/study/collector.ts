// Candidate phrases are read sentence by sentence, in order, keeping a running word position:
// the same collector serves a whole document at once or a document that arrives page by page.
import { CandidateStats } from './candidate-stats';
import type { EmphasisDictionary } from './emphasis';
import type { StudySentence } from './sentences';
import type { ContentWord, Occurrence } from './types';

/**
 * What reading the material leaves for ranking. Occurrences and content words are folded into
 * `stats` (per-candidate groups, the word graph) as each sentence is read; no list of every
 * word or occurrence of the document is kept.
 */
export interface CandidateSet {
  totalWords: number;
  /** The occurrences grouped per candidate, and the word graph, for ranking. */
  stats: CandidateStats;
  /** Phrases the document set in bold or italic, when its format says so. */
  emphasis?: EmphasisDictionary;
  /** Words too generic to be a concept alone, in the material's language (English's if unset). */
  genericWords?: ReadonlySet<string>;
}

/** Where reading stands when a sentence starts; a reader moves `position` past its words. */
export interface SentenceCursor {
  position: number;
  /** Position of the first word of the sentence's source (chunk). */
  readonly sourceStart: number;
  /** The sentence's occurrences, in reading order. */
  readonly occurrences: Occurrence[];
}

/** Reads one sentence's candidates into the cursor; returns its content words. */
export type SentenceReader = (sentence: StudySentence, cursor: SentenceCursor) => ContentWord[];

export interface CandidateCollector {
  add(sentence: StudySentence): void;
  /**
   * Announces sentences about to be added, in order (a chunk's), so a reader can prepare them
   * together (English tags them in one batch); adding them afterwards gives the same result.
   */
  prepare?(sentences: readonly StudySentence[]): void;
  result(): CandidateSet;
}

export function candidateCollector(
  read: SentenceReader,
  emphasis?: EmphasisDictionary,
  genericWords?: ReadonlySet<string>,
): CandidateCollector {
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
      const cursor: SentenceCursor = { position, sourceStart, occurrences: [] };
      const words = read(sentence, cursor);
      position = cursor.position;
      for (const occurrence of cursor.occurrences) stats.addOccurrence(occurrence);
      stats.addContentWords(words);
    },
    result: () => ({ totalWords: position, stats, emphasis, genericWords }),
  };
}

/** Every surface form of every candidate, candidate by candidate (in the order first seen). */
export function candidateSurfaces(set: CandidateSet): string[] {
  return [...set.stats.groups.values()].flatMap((group) => [...group.surfaces.keys()]);
}

export function readAll(
  collector: CandidateCollector,
  sentences: readonly StudySentence[],
): CandidateSet {
  for (const sentence of sentences) collector.add(sentence);
  return collector.result();
}
