// What ranking needs to know about each candidate phrase, gathered occurrence by occurrence as
// the material is read, so that ranking at the end is a single pass over the candidates.
import { CooccurrenceGraph } from './graph';
import type { ContentWord, Occurrence } from './types';

/** Words closer than this many positions are linked in the co-occurrence graph. */
export const GRAPH_WINDOW = 10;

/** All occurrences of one candidate (one stemmed key). */
export interface CandidateGroup {
  key: string;
  stems: string[];
  occurrences: Occurrence[];
  /** Surface forms and how often each was seen. */
  surfaces: Map<string, number>;
  firstPosition: number;
  firstLocalPosition: number;
  firstSentence: number;
  /** Distinct sentences mentioning it. */
  sentenceCount: number;
  lastSentence: number;
  embedded: number;
  /** Occurrences in a sentence that defines it. */
  defined: number;
}

export class CandidateStats {
  readonly groups = new Map<string, CandidateGroup>();
  /** Occurrences of each stem, counted across all candidates. */
  readonly stemCount = new Map<string, number>();
  /** For each word sequence, how many candidates contain it as a shorter contiguous part. */
  readonly containedIn = new Map<string, number>();
  /** How many candidates end in each head stem. */
  readonly headCount = new Map<string, number>();
  /** Stems of candidates in the first sentence. */
  readonly openingStems = new Set<string>();
  readonly graph = new CooccurrenceGraph(GRAPH_WINDOW);

  addOccurrence(o: Occurrence): void {
    const group = this.groups.get(o.key) ?? this.newGroup(o);
    group.occurrences.push(o);
    group.surfaces.set(o.surface, (group.surfaces.get(o.surface) ?? 0) + 1);
    group.firstPosition = Math.min(group.firstPosition, o.position);
    group.firstLocalPosition = Math.min(group.firstLocalPosition, o.localPosition);
    group.firstSentence = Math.min(group.firstSentence, o.sentence);
    // Occurrences arrive sentence by sentence, so a new sentence is one not seen last.
    if (o.sentence !== group.lastSentence) {
      group.sentenceCount += 1;
      group.lastSentence = o.sentence;
    }
    if (o.embedded) group.embedded += 1;
    if (o.defined) group.defined += 1;
    for (const stem of group.stems) this.stemCount.set(stem, (this.stemCount.get(stem) ?? 0) + 1);
    if (o.sentence === 0) for (const stem of group.stems) this.openingStems.add(stem);
  }

  addContentWords(words: readonly ContentWord[]): void {
    for (const word of words) this.graph.add(word);
  }

  private newGroup(o: Occurrence): CandidateGroup {
    const stems = o.key.split(' ');
    const group: CandidateGroup = {
      key: o.key,
      stems,
      occurrences: [],
      surfaces: new Map(),
      firstPosition: Infinity,
      firstLocalPosition: Infinity,
      firstSentence: Infinity,
      sentenceCount: 0,
      lastSentence: -1,
      embedded: 0,
      defined: 0,
    };
    this.groups.set(o.key, group);
    const head = stems[stems.length - 1] ?? '';
    this.headCount.set(head, (this.headCount.get(head) ?? 0) + 1);
    for (let size = 1; size < stems.length; size += 1) {
      for (let start = 0; start + size <= stems.length; start += 1) {
        const part = stems.slice(start, start + size).join(' ');
        this.containedIn.set(part, (this.containedIn.get(part) ?? 0) + 1);
      }
    }
    return group;
  }
}
