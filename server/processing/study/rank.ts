// Ranks candidate phrases by importance: a linear score over word centrality, phrase frequency,
// first position, length and genericness. Weights were fitted on public keyphrase data; only
// the numbers are kept here.
import type { CandidateSet, Occurrence } from './candidates';
import { positionRank } from './graph';
import { GENERIC_WORDS } from './stopwords';

export interface RankedCandidate {
  key: string;
  /** The most frequent surface form. */
  title: string;
  score: number;
  occurrences: Occurrence[];
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

interface Group {
  key: string;
  occurrences: Occurrence[];
  surfaces: Map<string, number>;
}

function group(occurrences: readonly Occurrence[]): Group[] {
  const groups = new Map<string, Group>();
  for (const occurrence of occurrences) {
    let entry = groups.get(occurrence.key);
    if (!entry) {
      entry = { key: occurrence.key, occurrences: [], surfaces: new Map() };
      groups.set(occurrence.key, entry);
    }
    entry.occurrences.push(occurrence);
    entry.surfaces.set(occurrence.surface, (entry.surfaces.get(occurrence.surface) ?? 0) + 1);
  }
  return [...groups.values()];
}

/** Most frequent surface form; ties go to the lowercase form, then the earliest seen. */
function pickTitle(surfaces: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of surfaces) {
    const better =
      count > bestCount ||
      (count === bestCount && surface === surface.toLowerCase() && best !== best.toLowerCase());
    if (better) {
      best = surface;
      bestCount = count;
    }
  }
  return best;
}

export interface FeaturedCandidate {
  key: string;
  title: string;
  occurrences: Occurrence[];
  features: number[];
}

/** Occurrence counts of each stem, and of each word inside longer phrases. */
function wordStatistics(groups: readonly Group[]): {
  stemCount: Map<string, number>;
  containedIn: Map<string, number>;
} {
  const stemCount = new Map<string, number>();
  const containedIn = new Map<string, number>();
  const keys = new Set(groups.map((g) => g.key));
  for (const entry of groups) {
    const stems = entry.key.split(' ');
    for (const stem of stems) {
      stemCount.set(stem, (stemCount.get(stem) ?? 0) + entry.occurrences.length);
    }
    // Every shorter contiguous part that is itself a candidate is "contained in" this one.
    for (let size = 1; size < stems.length; size += 1) {
      for (let start = 0; start + size <= stems.length; start += 1) {
        const part = stems.slice(start, start + size).join(' ');
        if (keys.has(part)) containedIn.set(part, (containedIn.get(part) ?? 0) + 1);
      }
    }
  }
  return { stemCount, containedIn };
}

export function featurize(candidates: CandidateSet, window = 10): FeaturedCandidate[] {
  const centrality = positionRank(candidates.contentWords, {
    window,
    damping: 0.85,
    iterations: 30,
  });
  const groups = group(candidates.occurrences);
  const { stemCount, containedIn } = wordStatistics(groups);
  const openingStems = new Set<string>();
  const headCount = new Map<string, number>();
  for (const entry of groups) {
    const stems = entry.key.split(' ');
    const head = stems[stems.length - 1] ?? '';
    headCount.set(head, (headCount.get(head) ?? 0) + 1);
    if (entry.occurrences.some((o) => o.sentence === 0)) for (const s of stems) openingStems.add(s);
  }
  const total = Math.max(1, candidates.totalWords);
  return groups.map((entry) => {
    const stems = entry.key.split(' ');
    const title = pickTitle(entry.surfaces);
    const words = title.toLowerCase().split(' ');
    let graph = 0;
    let wordFrequency = 0;
    for (const stem of stems) {
      graph += centrality.get(stem) ?? 0;
      wordFrequency += stemCount.get(stem) ?? 0;
    }
    let first = Infinity;
    let firstLocal = Infinity;
    let firstSentence = Infinity;
    const sentences = new Set<number>();
    let embedded = 0;
    for (const o of entry.occurrences) {
      if (o.embedded) embedded += 1;
      first = Math.min(first, o.position);
      firstLocal = Math.min(firstLocal, o.localPosition);
      firstSentence = Math.min(firstSentence, o.sentence);
      sentences.add(o.sentence);
    }
    const n = stems.length;
    const head = words[words.length - 1] ?? '';
    const features = [
      1,
      Math.log(1 + graph),
      Math.log(1 + graph / n),
      Math.log(entry.occurrences.length),
      n === 1 ? 1 : 0,
      n === 2 ? 1 : 0,
      n === 3 ? 1 : 0,
      n === 4 ? 1 : 0,
      n >= 5 ? 1 : 0,
      Math.log(1 + firstLocal),
      first / total,
      firstSentence === 0 ? 1 : 0,
      n === 1 && GENERIC_WORDS.has(head) ? 1 : 0,
      n > 1 && GENERIC_WORDS.has(head) ? 1 : 0,
      Math.log(1 + wordFrequency / n),
      Math.log(1 + (containedIn.get(entry.key) ?? 0)),
      /^\p{Lu}{2,}s?$/u.test(title) ? 1 : 0,
      Math.log(sentences.size),
      stems.filter((s) => openingStems.has(s)).length / n,
      Math.log(words.join('').length / n),
      Math.log(headCount.get(stems[n - 1] ?? '') ?? 1),
      embedded / entry.occurrences.length,
      Math.log(1 + entry.occurrences.length - embedded),
      // A participle opening the phrase ("proposed", "verifying") is rarely part of the term.
      n > 1 && words[0]?.endsWith('ing') ? 1 : 0,
      n > 1 && words[0]?.endsWith('ed') ? 1 : 0,
      /\p{N}/u.test(title) ? 1 : 0,
      // A variable name closing the phrase ("graph G", "matrix A").
      n > 1 && /\s\p{Lu}{1,2}$/u.test(title) ? 1 : 0,
    ];
    return { key: entry.key, title, occurrences: entry.occurrences, features };
  });
}

export function scoreFeatures(features: readonly number[], weights: Weights): number {
  let score = 0;
  FEATURE_NAMES.forEach((name, i) => {
    score += weights[name] * (features[i] ?? 0);
  });
  return score;
}

export function rankCandidates(
  candidates: CandidateSet,
  weights: Weights = DEFAULT_WEIGHTS,
): RankedCandidate[] {
  const ranked = featurize(candidates).map((c) => ({
    key: c.key,
    title: c.title,
    occurrences: c.occurrences,
    score: scoreFeatures(c.features, weights),
  }));
  ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return ranked;
}
