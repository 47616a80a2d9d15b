// Ranks candidate phrases by importance: a linear score over word centrality, phrase frequency,
// first position, length and genericness. Weights were fitted on public keyphrase data; only
// the numbers are kept here.
import type { CandidateGroup, SurfaceTally } from './candidate-stats';
import type { CandidateSet } from './collector';
import { GENERIC_WORDS } from './stopwords';

export interface RankedCandidate {
  key: string;
  /** The most frequent surface form. */
  title: string;
  score: number;
  /** Surface forms and how often each was seen. */
  surfaces: SurfaceTally;
  /** The sentences mentioning it, each once, in reading order. */
  sentences: readonly number[];
}

export const FEATURE_NAMES = [
  'bias',
  'logCentralitySum',
  'logCentralityMean',
  'logFrequency',
  'words1',
  'words2',
  'words3',
  'words4',
  'words5',
  'logFirstPosition',
  'relativeFirst',
  'firstSentence',
  'genericSingle',
  'genericHead',
  'logWordFrequency',
  'logContainedIn',
  'acronym',
  'logSentences',
  'firstSentenceWords',
  'meanWordLength',
  'headShare',
  'embeddedShare',
  'logStandalone',
  'participleIng',
  'participleEd',
  'digit',
  'letterTail',
] as const;

export type Weights = Readonly<Record<(typeof FEATURE_NAMES)[number], number>>;

export const DEFAULT_WEIGHTS: Weights = {
  bias: -3.267,
  logCentralitySum: -0.129,
  logCentralityMean: 0.102,
  logFrequency: -0.556,
  words1: -1.53,
  words2: 0.382,
  words3: 0.792,
  words4: 0.502,
  words5: -0.456,
  logFirstPosition: -0.299,
  relativeFirst: 0.29,
  firstSentence: 0.173,
  genericSingle: -2.308,
  genericHead: -0.367,
  logWordFrequency: -0.043,
  logContainedIn: -0.193,
  acronym: 1.723,
  logSentences: 0.344,
  firstSentenceWords: -0.283,
  meanWordLength: 1.062,
  headShare: 0.199,
  embeddedShare: -0.849,
  logStandalone: 1.618,
  participleIng: -0.345,
  participleEd: -0.255,
  digit: -0.395,
  letterTail: -1.411,
};

/**
 * Without POS tags, n-grams of other languages include verbs ("cellules produisent"); longer
 * n-grams are riskier there, so length earns less than in English.
 */
export const NGRAM_WEIGHTS: Weights = {
  ...DEFAULT_WEIGHTS,
  words1: 0,
  words2: 0.3,
  words3: -0.3,
  logContainedIn: 0.3,
  // English suffixes mean nothing in other languages.
  participleIng: 0,
  participleEd: 0,
};

/**
 * The n-grams of French, Spanish and German (./generic-candidates). News and general prose name
 * their subject again and again, so frequency counts for a term there, as in TF-IDF and YAKE
 * (Inspec's short abstracts, which DEFAULT_WEIGHTS were fitted on, penalized it).
 */
export const WORD_NGRAM_WEIGHTS: Weights = {
  ...NGRAM_WEIGHTS,
  logFrequency: 0.444,
};

/** Most frequent surface form; ties go to the lowercase form, then the earliest seen. */
function pickTitle(surfaces: SurfaceTally): string {
  let best = '';
  let bestCount = -1;
  surfaces.forEach((surface, count) => {
    const better =
      count > bestCount ||
      (count === bestCount && surface === surface.toLowerCase() && best !== best.toLowerCase());
    if (better) {
      best = surface;
      bestCount = count;
    }
  });
  return best;
}

export interface FeaturedCandidate {
  key: string;
  title: string;
  /** Surface forms and how often each was seen. */
  surfaces: SurfaceTally;
  /** The sentences mentioning it, each once, in reading order. */
  sentences: readonly number[];
  features: number[];
  /** Signals of a textbook's own typesetting and wording, beside the general features. */
  textbook: TextbookSignals;
}

export interface TextbookSignals {
  /** Times the document set the phrase in bold or italic (0 when it has no such markup). */
  emphasized: number;
  /** Sentences that define it ("X is a …", "called X"). */
  defined: number;
}

/**
 * Writes the candidate's features, in FEATURE_NAMES order, into `out` (one buffer reused for
 * every candidate of a book: no array per candidate).
 */
function writeFeatures(
  out: Float64Array,
  entry: CandidateGroup,
  title: string,
  candidates: CandidateSet,
  centrality: Float64Array,
): void {
  const { stats } = candidates;
  const { stemCount, containedIn, stemIdPool } = stats;
  const stems = entry.stems;
  // The title's lowercase words, read in place: every candidate of a book passes here.
  const lower = title.toLowerCase();
  const firstSpace = lower.indexOf(' ');
  const lastSpace = lower.lastIndexOf(' ');
  let spaces = 0;
  for (let at = firstSpace; at >= 0; at = lower.indexOf(' ', at + 1)) spaces += 1;
  let graph = 0;
  let wordFrequency = 0;
  let opening = 0;
  const n = stems.length;
  for (let at = entry.stemOffset; at < entry.stemOffset + n; at += 1) {
    const id = stemIdPool[at] ?? 0;
    graph += centrality[id] ?? 0;
    wordFrequency += stemCount[id] ?? 0;
    opening += stats.isOpening(id);
  }
  const count = entry.count;
  const generic = candidates.genericWords ?? GENERIC_WORDS;
  const genericHead = generic.has(lastSpace < 0 ? lower : lower.slice(lastSpace + 1));
  // The first word, read in place ("proposed", "verifying").
  const firstEnd = firstSpace < 0 ? lower.length : firstSpace;
  const shape = titleShape(title);
  out[0] = 1;
  out[1] = Math.log(1 + graph);
  out[2] = Math.log(1 + graph / n);
  out[3] = Math.log(count);
  out[4] = n === 1 ? 1 : 0;
  out[5] = n === 2 ? 1 : 0;
  out[6] = n === 3 ? 1 : 0;
  out[7] = n === 4 ? 1 : 0;
  out[8] = n >= 5 ? 1 : 0;
  out[9] = Math.log(1 + entry.firstLocalPosition);
  out[10] = entry.firstPosition / Math.max(1, candidates.totalWords);
  out[11] = entry.firstSentence === 0 ? 1 : 0;
  out[12] = n === 1 && genericHead ? 1 : 0;
  out[13] = n > 1 && genericHead ? 1 : 0;
  out[14] = Math.log(1 + wordFrequency / n);
  out[15] = Math.log(1 + (containedIn[entry.index] ?? 0));
  out[16] = shape & IS_ACRONYM ? 1 : 0;
  out[17] = Math.log(entry.sentenceCount);
  out[18] = opening / n;
  out[19] = Math.log((lower.length - spaces) / n);
  out[20] = Math.log(stats.headCount(stemIdPool[entry.stemOffset + n - 1] ?? 0) || 1);
  out[21] = entry.embedded / count;
  out[22] = Math.log(1 + count - entry.embedded);
  // A participle opening the phrase ("proposed", "verifying") is rarely part of the term.
  out[23] = n > 1 && endsAt(lower, firstEnd, 'ing') ? 1 : 0;
  out[24] = n > 1 && endsAt(lower, firstEnd, 'ed') ? 1 : 0;
  out[25] = shape & HAS_DIGIT ? 1 : 0;
  // A variable name closing the phrase ("graph G", "matrix A").
  out[26] = n > 1 && shape & HAS_LETTER_TAIL ? 1 : 0;
}

/** True when `text` has `suffix` ending at `end` (`text.slice(0, end).endsWith(suffix)`). */
function endsAt(text: string, end: number, suffix: string): boolean {
  return end >= suffix.length && text.startsWith(suffix, end - suffix.length);
}

const ACRONYM = /^\p{Lu}{2,}s?$/u;
const DIGIT = /\p{N}/u;
const LETTER_TAIL = /\s\p{Lu}{1,2}$/u;
const IS_ACRONYM = 1;
const HAS_DIGIT = 2;
const HAS_LETTER_TAIL = 4;

const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isAsciiSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * Which of ACRONYM, DIGIT and LETTER_TAIL the title matches (IS_ACRONYM | HAS_DIGIT |
 * HAS_LETTER_TAIL), read by character code when it is ASCII: every candidate passes here.
 */
export function titleShape(title: string): number {
  const n = title.length;
  let leadingUpper = 0;
  while (leadingUpper < n && isUpper(title.charCodeAt(leadingUpper))) leadingUpper += 1;
  let digit = false;
  for (let i = leadingUpper; i < n; i += 1) {
    const c = title.charCodeAt(i);
    if (c >= 0x80) {
      return (
        (ACRONYM.test(title) ? IS_ACRONYM : 0) |
        (DIGIT.test(title) ? HAS_DIGIT : 0) |
        (LETTER_TAIL.test(title) ? HAS_LETTER_TAIL : 0)
      );
    }
    if (c >= 0x30 && c <= 0x39) digit = true;
  }
  const acronym =
    leadingUpper >= 2 &&
    (leadingUpper === n || (leadingUpper === n - 1 && title.charCodeAt(n - 1) === 0x73));
  // Reads stay inside the string: V8 drops the optimized code of a read past its end.
  const tail =
    n >= 2 &&
    isUpper(title.charCodeAt(n - 1)) &&
    (isAsciiSpace(title.charCodeAt(n - 2)) ||
      (n >= 3 && isUpper(title.charCodeAt(n - 2)) && isAsciiSpace(title.charCodeAt(n - 3))));
  return (acronym ? IS_ACRONYM : 0) | (digit ? HAS_DIGIT : 0) | (tail ? HAS_LETTER_TAIL : 0);
}

/** Each candidate stem's centrality in the word graph (0 when not in it), by stem id. */
function centralityOf(candidates: CandidateSet): Float64Array {
  const { stats } = candidates;
  const scores = stats.graph.rank({ damping: 0.85, iterations: 30 });
  const byId = new Float64Array(stats.stemNames.length);
  stats.stemNames.forEach((stem, id) => (byId[id] = scores.get(stem) ?? 0));
  return byId;
}

/** The form the document emphasized, when the text uses it; else the most frequent form. */
function titleOf(entry: CandidateGroup, candidates: CandidateSet): string {
  const emphasized = candidates.emphasis?.surfaces.get(entry.key);
  if (emphasized !== undefined) {
    for (const surface of entry.surfaces.keys()) {
      if (surface.toLowerCase() === emphasized) return surface;
    }
  }
  return pickTitle(entry.surfaces);
}

export function featurize(candidates: CandidateSet): FeaturedCandidate[] {
  const centrality = centralityOf(candidates);
  const buffer = new Float64Array(FEATURE_NAMES.length);
  return [...candidates.stats.groups.values()].map((entry) => {
    const title = titleOf(entry, candidates);
    writeFeatures(buffer, entry, title, candidates, centrality);
    return {
      key: entry.key,
      title,
      surfaces: entry.surfaces,
      sentences: entry.sentences,
      features: Array.from(buffer),
      textbook: textbookSignalsOf(entry, candidates),
    };
  });
}

function textbookSignalsOf(entry: CandidateGroup, candidates: CandidateSet): TextbookSignals {
  return { emphasized: candidates.emphasis?.keys.get(entry.key) ?? 0, defined: entry.defined };
}

/** Each set of weights in FEATURE_NAMES order, made once (scoring runs per candidate). */
const weightVectors = new WeakMap<Weights, Float64Array>();

function weightVector(weights: Weights): Float64Array {
  let vector = weightVectors.get(weights);
  if (vector === undefined) {
    vector = Float64Array.from(FEATURE_NAMES, (name) => weights[name]);
    weightVectors.set(weights, vector);
  }
  return vector;
}

export function scoreFeatures(features: ArrayLike<number>, weights: Weights): number {
  const vector = weightVector(weights);
  let score = 0;
  for (let i = 0; i < vector.length; i += 1) score += (vector[i] ?? 0) * (features[i] ?? 0);
  return score;
}

/**
 * The second stage: how likely a candidate is a term the author would list in a glossary, from
 * the general score and the signals textbooks give (emphasis, definitions). A logistic model fitted on the tuning chapters of two textbooks
 * (tests/bench/concepts/fit-textbook.ts); its output is a calibrated log-odds.
 */
export const TEXTBOOK_WEIGHTS = {
  bias: -2.501,
  base: 0.629,
  emphasized: 2.235,
  logEmphasized: 1.441,
  logDefined: 0.419,
} as const;

export function textbookFeatures(c: FeaturedCandidate, base: number): number[] {
  return writeTextbookFeatures([0, 0, 0, 0, 0], base, c.textbook.emphasized, c.textbook.defined);
}

/** The second stage's features (TEXTBOOK_VECTOR's order) written into `out`, which is returned. */
function writeTextbookFeatures(
  out: number[],
  base: number,
  emphasized: number,
  defined: number,
): number[] {
  out[0] = 1;
  out[1] = base;
  out[2] = emphasized > 0 ? 1 : 0;
  out[3] = Math.log(1 + emphasized);
  out[4] = Math.log(1 + defined);
  return out;
}

const TEXTBOOK_VECTOR = [
  TEXTBOOK_WEIGHTS.bias,
  TEXTBOOK_WEIGHTS.base,
  TEXTBOOK_WEIGHTS.emphasized,
  TEXTBOOK_WEIGHTS.logEmphasized,
  TEXTBOOK_WEIGHTS.logDefined,
];

function textbookScore(features: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < TEXTBOOK_VECTOR.length; i += 1) {
    sum += (TEXTBOOK_VECTOR[i] ?? 0) * (features[i] ?? 0);
  }
  return sum;
}

/**
 * The candidates in ranking order (score descending, then key), produced as they are read: the
 * study set reads the top few hundred of a book's tens of thousands, so they are kept in a heap
 * instead of sorted whole. Ties the key cannot break keep the order candidates were first seen.
 */
export class RankedCandidates implements Iterable<RankedCandidate> {
  constructor(
    private readonly groups: readonly CandidateGroup[],
    private readonly titles: readonly string[],
    /** Each candidate's score, in the order candidates were first seen. */
    readonly scores: Float64Array,
  ) {}

  get size(): number {
    return this.groups.length;
  }

  *[Symbol.iterator](): Iterator<RankedCandidate> {
    const heap = new CandidateHeap(this.groups, this.scores);
    for (let i = heap.pop(); i >= 0; i = heap.pop()) {
      const group = this.groups[i] as CandidateGroup;
      yield {
        key: group.key,
        title: this.titles[i] ?? '',
        surfaces: group.surfaces,
        sentences: group.sentences,
        score: this.scores[i] ?? 0,
      };
    }
  }
}

/** A binary max-heap of candidate indices, ordered as `rankCandidates` sorts. */
class CandidateHeap {
  private readonly heap: Int32Array;
  private size: number;

  constructor(
    private readonly groups: readonly CandidateGroup[],
    private readonly scores: Float64Array,
  ) {
    this.size = groups.length;
    this.heap = new Int32Array(this.size);
    for (let i = 0; i < this.size; i += 1) this.heap[i] = i;
    for (let i = (this.size >> 1) - 1; i >= 0; i -= 1) this.siftDown(i);
  }

  /** The next candidate's index, or -1 when none is left. */
  pop(): number {
    if (this.size === 0) return -1;
    const top = this.heap[0] ?? -1;
    this.size -= 1;
    this.heap[0] = this.heap[this.size] ?? 0;
    this.siftDown(0);
    return top;
  }

  /** True when candidate `a` comes before candidate `b`. */
  private before(a: number, b: number): boolean {
    const sa = this.scores[a] ?? 0;
    const sb = this.scores[b] ?? 0;
    if (sa !== sb) return sa > sb;
    const byKey = (this.groups[a]?.key ?? '').localeCompare(this.groups[b]?.key ?? '');
    return byKey !== 0 ? byKey < 0 : a < b;
  }

  private siftDown(from: number): void {
    const { heap, size } = this;
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      let child = left;
      if (right < size && this.before(heap[right] ?? 0, heap[left] ?? 0)) child = right;
      const parent = heap[at] ?? 0;
      const next = heap[child] ?? 0;
      if (!this.before(next, parent)) return;
      heap[at] = next;
      heap[child] = parent;
      at = child;
    }
  }
}

/**
 * Scores every candidate (one feature buffer for all, no array or object per candidate) and
 * returns them in ranking order, read lazily.
 */
export function rankLazily(
  candidates: CandidateSet,
  weights: Weights = DEFAULT_WEIGHTS,
): RankedCandidates {
  const centrality = centralityOf(candidates);
  const groups = [...candidates.stats.groups.values()];
  const titles = new Array<string>(groups.length);
  const scores = new Float64Array(groups.length);
  const buffer = new Float64Array(FEATURE_NAMES.length);
  const textbook = [0, 0, 0, 0, 0];
  for (let i = 0; i < groups.length; i += 1) {
    const entry = groups[i] as CandidateGroup;
    const title = titleOf(entry, candidates);
    writeFeatures(buffer, entry, title, candidates, centrality);
    const emphasized = candidates.emphasis?.keys.get(entry.key) ?? 0;
    writeTextbookFeatures(textbook, scoreFeatures(buffer, weights), emphasized, entry.defined);
    titles[i] = title;
    scores[i] = textbookScore(textbook);
  }
  return new RankedCandidates(groups, titles, scores);
}

/** Every candidate in ranking order. */
export function rankCandidates(
  candidates: CandidateSet,
  weights: Weights = DEFAULT_WEIGHTS,
): RankedCandidate[] {
  return [...rankLazily(candidates, weights)];
}
