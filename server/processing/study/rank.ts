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

function features(
  entry: CandidateGroup,
  title: string,
  candidates: CandidateSet,
  centrality: ReadonlyMap<string, number>,
): number[] {
  const { stemCount, containedIn, headCount, openingStems } = candidates.stats;
  const stems = entry.stems;
  // The title's lowercase words, read in place: every candidate of a book passes here.
  const lower = title.toLowerCase();
  const firstSpace = lower.indexOf(' ');
  const firstWord = firstSpace < 0 ? lower : lower.slice(0, firstSpace);
  const head = lower.slice(lower.lastIndexOf(' ') + 1);
  let spaces = 0;
  for (let at = firstSpace; at >= 0; at = lower.indexOf(' ', at + 1)) spaces += 1;
  let graph = 0;
  let wordFrequency = 0;
  let opening = 0;
  for (const stem of stems) {
    graph += centrality.get(stem) ?? 0;
    wordFrequency += stemCount.get(stem) ?? 0;
    if (openingStems.has(stem)) opening += 1;
  }
  const count = entry.count;
  const n = stems.length;
  const generic = candidates.genericWords ?? GENERIC_WORDS;
  return [
    1,
    Math.log(1 + graph),
    Math.log(1 + graph / n),
    Math.log(count),
    n === 1 ? 1 : 0,
    n === 2 ? 1 : 0,
    n === 3 ? 1 : 0,
    n === 4 ? 1 : 0,
    n >= 5 ? 1 : 0,
    Math.log(1 + entry.firstLocalPosition),
    entry.firstPosition / Math.max(1, candidates.totalWords),
    entry.firstSentence === 0 ? 1 : 0,
    n === 1 && generic.has(head) ? 1 : 0,
    n > 1 && generic.has(head) ? 1 : 0,
    Math.log(1 + wordFrequency / n),
    Math.log(1 + (containedIn.get(entry.key) ?? 0)),
    /^\p{Lu}{2,}s?$/u.test(title) ? 1 : 0,
    Math.log(entry.sentenceCount),
    opening / n,
    Math.log((lower.length - spaces) / n),
    Math.log(headCount.get(stems[n - 1] ?? '') ?? 1),
    entry.embedded / count,
    Math.log(1 + count - entry.embedded),
    // A participle opening the phrase ("proposed", "verifying") is rarely part of the term.
    n > 1 && firstWord.endsWith('ing') ? 1 : 0,
    n > 1 && firstWord.endsWith('ed') ? 1 : 0,
    /\p{N}/u.test(title) ? 1 : 0,
    // A variable name closing the phrase ("graph G", "matrix A").
    n > 1 && /\s\p{Lu}{1,2}$/u.test(title) ? 1 : 0,
  ];
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
  const centrality = candidates.stats.graph.rank({ damping: 0.85, iterations: 30 });
  return [...candidates.stats.groups.values()].map((entry) => {
    const title = titleOf(entry, candidates);
    return {
      key: entry.key,
      title,
      surfaces: entry.surfaces,
      sentences: entry.sentences,
      features: features(entry, title, candidates, centrality),
      textbook: {
        emphasized: candidates.emphasis?.keys.get(entry.key) ?? 0,
        defined: entry.defined,
      },
    };
  });
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

export function scoreFeatures(features: readonly number[], weights: Weights): number {
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
  const { emphasized, defined } = c.textbook;
  return [1, base, emphasized > 0 ? 1 : 0, Math.log(1 + emphasized), Math.log(1 + defined)];
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

export function rankCandidates(
  candidates: CandidateSet,
  weights: Weights = DEFAULT_WEIGHTS,
): RankedCandidate[] {
  const ranked = featurize(candidates).map((c) => ({
    key: c.key,
    title: c.title,
    surfaces: c.surfaces,
    sentences: c.sentences,
    score: textbookScore(textbookFeatures(c, scoreFeatures(c.features, weights))),
  }));
  ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return ranked;
}
