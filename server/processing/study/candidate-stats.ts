// What ranking needs to know about each candidate phrase, gathered occurrence by occurrence as
// the material is read, so that ranking at the end is a single pass over the candidates.
import { FNV_OFFSET, fnvStep, grown } from '../slice-table';
import { CooccurrenceGraph } from './graph';
import type { ContentWord, Occurrence } from './types';

/** Words closer than this many positions are linked in the co-occurrence graph. */
export const GRAPH_WINDOW = 10;

/**
 * How often each surface form of a candidate was seen, in the order first seen. Most candidates
 * have one form, so a map is made only for a second one: a book has tens of thousands of them.
 */
export class SurfaceTally implements Iterable<[string, number]> {
  private firstCount = 0;
  private more: Map<string, number> | null = null;

  constructor(private readonly first: string) {}

  add(surface: string): void {
    if (surface === this.first) this.firstCount += 1;
    else {
      this.more ??= new Map();
      this.more.set(surface, (this.more.get(surface) ?? 0) + 1);
    }
  }

  get size(): number {
    return 1 + (this.more?.size ?? 0);
  }

  /** Calls `visit` with each surface and its count, in the order first seen (no iterator). */
  forEach(visit: (surface: string, count: number) => void): void {
    visit(this.first, this.firstCount);
    this.more?.forEach((count, surface) => visit(surface, count));
  }

  *[Symbol.iterator](): Iterator<[string, number]> {
    yield [this.first, this.firstCount];
    if (this.more) yield* this.more;
  }

  *keys(): IterableIterator<string> {
    for (const [surface] of this) yield surface;
  }
}

/** What reading gathered about one candidate (one stemmed key), occurrence by occurrence. */
export interface CandidateGroup {
  key: string;
  stems: string[];
  /** Occurrences read. */
  count: number;
  /** Surface forms and how often each was seen. */
  surfaces: SurfaceTally;
  /** The sentences mentioning it, each once, in reading order. */
  sentences: number[];
  firstPosition: number;
  firstLocalPosition: number;
  firstSentence: number;
  /** Distinct sentences mentioning it. */
  sentenceCount: number;
  embedded: number;
  /** Occurrences in a sentence that defines it. */
  defined: number;
  /** Where its stems' ids start in `CandidateStats.stemIdPool` (one per stem, in order). */
  stemOffset: number;
  /** Its place among the groups, in the order first seen. */
  index: number;
}

export class CandidateStats {
  readonly groups = new Map<string, CandidateGroup>();
  /**
   * Each distinct stem of the candidates is numbered in the order first seen: ranking then reads
   * per-stem figures from arrays, with no map lookup per stem of every candidate.
   */
  private readonly stemIds = new Map<string, number>();
  readonly stemNames: string[] = [];
  private pool: Int32Array = new Int32Array(1 << 12);
  private poolSize = 0;
  /** How many candidates end in each head stem, by stem id. */
  private heads: Int32Array = new Int32Array(1 << 10);
  /** 1 for the stems of candidates in the first sentence, by stem id. */
  private opening: Int32Array = new Int32Array(1 << 10);
  private stemTotals: Int32Array | null = null;
  private contained: Int32Array | null = null;
  readonly graph = new CooccurrenceGraph(GRAPH_WINDOW);

  addOccurrence(o: Occurrence): void {
    const group = this.groups.get(o.key) ?? this.newGroup(o);
    group.count += 1;
    group.surfaces.add(o.surface);
    group.firstPosition = Math.min(group.firstPosition, o.position);
    group.firstLocalPosition = Math.min(group.firstLocalPosition, o.localPosition);
    group.firstSentence = Math.min(group.firstSentence, o.sentence);
    // Occurrences arrive sentence by sentence, so a new sentence is one not seen last.
    if (o.sentence !== group.sentences[group.sentences.length - 1]) {
      group.sentences.push(o.sentence);
      group.sentenceCount += 1;
    }
    if (o.embedded) group.embedded += 1;
    if (o.defined) group.defined += 1;
    this.stemTotals = null;
    this.contained = null;
    if (o.sentence === 0) {
      for (let k = 0; k < group.stems.length; k += 1) {
        this.opening[this.pool[group.stemOffset + k] ?? 0] = 1;
      }
    }
  }

  /** The stem ids of every group; a group's are at `stemOffset`, one per stem. */
  get stemIdPool(): Int32Array {
    return this.pool;
  }

  /** How many candidates end in the stem `id`. */
  headCount(id: number): number {
    return this.heads[id] ?? 0;
  }

  /** 1 when the stem `id` is in a candidate of the first sentence, else 0. */
  isOpening(id: number): number {
    return this.opening[id] ?? 0;
  }

  /** Occurrences of each stem, by id, counted across all candidates (tallied once, when asked). */
  get stemCount(): Int32Array {
    if (this.stemTotals) return this.stemTotals;
    const counts = new Int32Array(this.stemNames.length);
    const pool = this.pool;
    for (const group of this.groups.values()) {
      const n = group.count;
      const end = group.stemOffset + group.stems.length;
      for (let at = group.stemOffset; at < end; at += 1) {
        const id = pool[at] ?? 0;
        counts[id] = (counts[id] ?? 0) + n;
      }
    }
    this.stemTotals = counts;
    return counts;
  }

  /**
   * For each candidate, by its index, how many candidates contain it as a shorter contiguous part
   * (counted once, when asked). Parts are matched as runs of stem ids, in a table of every
   * candidate's run: no string is made per part.
   */
  get containedIn(): Int32Array {
    if (this.contained) return this.contained;
    const groups = [...this.groups.values()];
    const table = new SequenceTable(this.pool, groups);
    const counts = new Int32Array(groups.length);
    const pool = this.pool;
    for (const { stems, stemOffset } of groups) {
      const n = stems.length;
      if (n < 2) continue;
      // Every shorter contiguous part: from each word, ending at each later word, the whole
      // key excepted.
      for (let start = 0; start < n; start += 1) {
        let hash = FNV_OFFSET;
        for (let end = start; end < n && end - start < n - 1; end += 1) {
          hash = fnvStep(hash, pool[stemOffset + end] ?? 0);
          const part = table.find(hash, stemOffset + start, end - start + 1);
          if (part >= 0) counts[part] = (counts[part] ?? 0) + 1;
        }
      }
    }
    this.contained = counts;
    return counts;
  }

  addContentWords(words: readonly ContentWord[]): void {
    for (const word of words) this.graph.add(word);
  }

  private newGroup(o: Occurrence): CandidateGroup {
    const stems = o.key.split(' ');
    const group: CandidateGroup = {
      key: o.key,
      stems,
      count: 0,
      surfaces: new SurfaceTally(o.surface),
      sentences: [],
      // The first occurrence's, not Infinity: whole numbers keep the fields small integers,
      // where Infinity made V8 box each one (a book has tens of thousands of groups).
      firstPosition: o.position,
      firstLocalPosition: o.localPosition,
      firstSentence: o.sentence,
      sentenceCount: 0,
      embedded: 0,
      defined: 0,
      stemOffset: this.poolSize,
      index: this.groups.size,
    };
    this.groups.set(o.key, group);
    if (this.poolSize + stems.length > this.pool.length) {
      this.pool = grown(this.pool, this.poolSize + stems.length);
    }
    let id = 0;
    for (const stem of stems) {
      id = this.stemIds.get(stem) ?? this.newStem(stem);
      this.pool[this.poolSize] = id;
      this.poolSize += 1;
    }
    this.heads[id] = (this.heads[id] ?? 0) + 1;
    return group;
  }

  private newStem(stem: string): number {
    const id = this.stemNames.length;
    this.stemIds.set(stem, id);
    this.stemNames.push(stem);
    if (id >= this.heads.length) {
      this.heads = grown(this.heads, id + 1);
      this.opening = grown(this.opening, id + 1);
    }
    return id;
  }
}

/** Every group's run of stem ids, found by hash and compared id by id. */
class SequenceTable {
  /** Each slot: a group's index + 1, or 0 when empty. */
  private readonly slots: Int32Array;
  private readonly hashes: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly pool: Int32Array,
    private readonly groups: readonly CandidateGroup[],
  ) {
    let size = 1024;
    while (size < groups.length * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(groups.length);
    this.mask = size - 1;
    for (let index = 0; index < groups.length; index += 1) {
      const { stems, stemOffset } = groups[index] as CandidateGroup;
      let hash = FNV_OFFSET;
      for (let k = 0; k < stems.length; k += 1) hash = fnvStep(hash, pool[stemOffset + k] ?? 0);
      this.hashes[index] = hash;
      let slot = hash & this.mask;
      while ((this.slots[slot] ?? 0) !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = index + 1;
    }
  }

  /** The index of the group whose stems are the `length` ids at `offset` of the pool, or -1. */
  find(hash: number, offset: number, length: number): number {
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const index = (this.slots[slot] ?? 0) - 1;
      if (index < 0) return -1;
      if (this.hashes[index] === hash && this.sameRun(index, offset, length)) return index;
    }
  }

  private sameRun(index: number, offset: number, length: number): boolean {
    const group = this.groups[index] as CandidateGroup;
    if (group.stems.length !== length) return false;
    for (let k = 0; k < length; k += 1) {
      if (this.pool[group.stemOffset + k] !== this.pool[offset + k]) return false;
    }
    return true;
  }
}
