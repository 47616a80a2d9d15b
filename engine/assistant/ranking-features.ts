// Relevance features of one passage for one query. Each is in idf units or a 0..1 share, so a
// weighted sum of them stays comparable across queries (see rank.ts for the weights).
import type { AnalyzedPassage, AnalyzedSentence } from './analysis';
import type { Language } from '../language/codes';
import { hasAnswerCue, type QueryAnalysis } from './query';
import { relatedStandIns, type RelatedTerms } from './related-terms';
import type { CorpusStats } from './types';

export interface Bm25Params {
  k1: number;
  b: number;
}

export interface FeatureContext {
  query: QueryAnalysis;
  /** Position of each query term in `query.terms`. */
  termIndex: Map<string, number>;
  /** idf of each query term by position; a term absent from the corpus gets the highest idf. */
  idf: number[];
  /** Query bigrams as `a * terms + b` of term positions. */
  bigrams: Set<number>;
  /** Sum of the idf of all query terms. */
  idfTotal: number;
  /** Query terms that occur in no passage of the corpus (`query.unknownForms` aside). */
  unknownTerms: number;
  avgDocLength: number;
  bm25: Bm25Params;
  /** Query term position of each passage term seen, -1 for none (see `queryTermOf`). */
  matches: Map<string, number>;
  /** Passage stems related to a query term (a synonym, a derivation): their query term positions. */
  standIns: Map<string, number[]>;
  /** Position of the question's focus term (`QueryAnalysis.focus`), -1 for none. */
  focus: number;
}

/** Extra weight of the focus term in a sentence's score (in units of its idf). */
export const FOCUS_WEIGHT = 1;

/** A compound's head has at least this many letters, what comes before it at least 3. */
const COMPOUND_HEAD = 5;
const COMPOUND_MODIFIER = 3;
/**
 * Japanese writes a word's modifier before it in one run of script, where the segmenter keeps
 * the whole (黒ビール for ビール, 女性落語家 for 落語家): a head of 2 characters, a modifier of 1
 * (tuned on the tune fold of JSQuAD: R@1 0.918 -> 0.920, check unchanged; heads of 3 the same,
 * modifiers of 2 0.918 / 0.942, a passage word that starts with the query term 0.918–0.920 /
 * 0.939–0.941). Chinese keeps its words: its retrieval did not move.
 */
const COMPOUND_SIZES: Partial<Record<Language, readonly [number, number]>> = { ja: [1, 2] };

/**
 * The query term a passage term stands for: itself, or the head it ends with when it is a
 * compound of it ("fussballmannschaf" for "mannschaf"): languages that write compounds closed
 * (German, Japanese) name a thing by the compound once and by its head after.
 */
function queryTermOf(ctx: FeatureContext, term: string): number | undefined {
  let found = ctx.matches.get(term);
  if (found === undefined) {
    found = ctx.termIndex.get(term) ?? -1;
    const [modifier, head] = COMPOUND_SIZES[ctx.query.language] ?? [
      COMPOUND_MODIFIER,
      COMPOUND_HEAD,
    ];
    for (let i = modifier; found < 0 && i <= term.length - head; i++) {
      found = ctx.termIndex.get(term.slice(i)) ?? -1;
    }
    ctx.matches.set(term, found);
  }
  return found < 0 ? undefined : found;
}

/**
 * `related`: the table of related English stems, used for an English question only (none: the
 * `related` feature stays 0, as on the device).
 */
export function featureContext(
  query: QueryAnalysis,
  stats: CorpusStats,
  bm25: Bm25Params,
  related?: RelatedTerms,
): FeatureContext {
  const termIndex = new Map(query.terms.map((t, i) => [t, i]));
  const idf: number[] = [];
  let unknownTerms = 0;
  for (const t of query.terms) {
    // A term absent from the corpus weighs as much as the rarest possible one: it cannot raise
    // any passage's score, but it lowers the coverage of all of them.
    const df = Math.max(stats.docFreq(t), 0);
    if (df === 0 && !query.unknownForms.has(t)) unknownTerms++;
    idf.push(idfOf(stats.docCount, df));
  }
  const bigrams = new Set<number>();
  for (const pair of query.bigrams) {
    const [a, b] = pair.split(' ').map((t) => termIndex.get(t));
    if (a !== undefined && b !== undefined) bigrams.add(a * query.terms.length + b);
  }
  const idfTotal = idf.reduce((sum, x) => sum + x, 0);
  return {
    query,
    termIndex,
    idf,
    bigrams,
    idfTotal,
    unknownTerms,
    avgDocLength: stats.avgDocLength,
    bm25,
    matches: new Map(),
    standIns:
      related !== undefined && query.language === 'en'
        ? relatedStandIns(query.terms, related)
        : new Map(),
    focus: query.focus === null ? -1 : (termIndex.get(query.focus) ?? -1),
  };
}

export interface PassageFeatures {
  bm25: number;
  /** Best single sentence score (idf overlap + bigrams), see `sentenceScore`. */
  bestSentence: number;
  /** idf of query bigrams found adjacent in the passage. */
  bigrams: number;
  /** idf of the matched terms, scaled by how tightly they sit together (1 = adjacent). */
  proximity: number;
  /** Share of the query's idf mass present in the passage. */
  coverage: number;
  /** 1 when the best sentence holds the kind of information the question asks for. */
  cue: number;
  /**
   * How much more of the query's idf the best sentence holds when a query term the sentence lacks
   * counts as present through a related word (TV for television), see `relatedGain`.
   */
  related: number;
}

export function idfOf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/** Positions of query terms in a passage: `pos[i]` holds query term `term[i]`. */
interface Hits {
  pos: number[];
  term: number[];
}

function findHits(ctx: FeatureContext, p: AnalyzedPassage): Hits {
  const hits: Hits = { pos: [], term: [] };
  p.terms.forEach((t, pos) => {
    const term = queryTermOf(ctx, t);
    if (term === undefined) return;
    hits.pos.push(pos);
    hits.term.push(term);
  });
  return hits;
}

export function passageFeatures(ctx: FeatureContext, p: AnalyzedPassage): PassageFeatures {
  const hits = findHits(ctx, p);
  const { k1, b } = ctx.bm25;
  const norm = k1 * (1 - b + (b * p.terms.length) / Math.max(1, ctx.avgDocLength));
  const tf = new Array<number>(ctx.idf.length).fill(0);
  for (const term of hits.term) tf[term] = (tf[term] ?? 0) + 1;
  let bm25 = 0;
  let matchedIdf = 0;
  tf.forEach((count, term) => {
    if (count === 0) return;
    const idf = ctx.idf[term] ?? 0;
    bm25 += (idf * count * (k1 + 1)) / (count + norm);
    matchedIdf += idf;
  });
  const sentences = scoreHitSentences(ctx, p.sentences, hits);
  let best = -1;
  sentences.forEach((score, i) => {
    if (score > (sentences[best] ?? 0)) best = i;
  });
  const cueSentence = p.sentences[best];
  return {
    bm25,
    bestSentence: sentences[best] ?? 0,
    bigrams: bigramScore(ctx, hits, 0, hits.pos.length),
    proximity: proximityScore(ctx, hits),
    coverage: ctx.idfTotal > 0 ? matchedIdf / ctx.idfTotal : 0,
    cue: cueSentence !== undefined && hasAnswerCue(cueSentence.text, ctx.query) ? 1 : 0,
    related: ctx.standIns.size > 0 ? relatedGain(ctx, p, hits) : 0,
  };
}

/**
 * The best sentence's idf of distinct query terms when a term the sentence lacks also counts
 * through a related stem in it, less the best sentence's idf without them (0 when no related
 * stem adds to the best).
 */
function relatedGain(ctx: FeatureContext, p: AnalyzedPassage, hits: Hits): number {
  const seenIn = new Array<number>(ctx.idf.length).fill(-1);
  let bestLexical = 0;
  let bestRelated = 0;
  let h = 0;
  p.sentences.forEach((s, index) => {
    while (h < hits.pos.length && (hits.pos[h] ?? 0) < s.start) h++;
    let lexical = 0;
    for (; h < hits.pos.length && (hits.pos[h] ?? 0) < s.end; h++) {
      const term = hits.term[h] ?? 0;
      if (seenIn[term] === index) continue;
      seenIn[term] = index;
      lexical += ctx.idf[term] ?? 0;
    }
    let related = lexical;
    for (let i = s.start; i < s.end; i++) {
      for (const term of ctx.standIns.get(p.terms[i] ?? '') ?? []) {
        if (seenIn[term] === index) continue;
        seenIn[term] = index;
        related += ctx.idf[term] ?? 0;
      }
    }
    bestLexical = Math.max(bestLexical, lexical);
    bestRelated = Math.max(bestRelated, related);
  });
  return bestRelated - bestLexical;
}

/** The largest share (0..1) of the query's idf mass that one sentence of the passage holds. */
export function bestSentenceCoverage(ctx: FeatureContext, p: AnalyzedPassage): number {
  if (ctx.idfTotal <= 0) return 0;
  const hits = findHits(ctx, p);
  const seenIn = new Array<number>(ctx.idf.length).fill(-1);
  let best = 0;
  let h = 0;
  p.sentences.forEach((s, index) => {
    while (h < hits.pos.length && (hits.pos[h] ?? 0) < s.start) h++;
    let matched = 0;
    for (; h < hits.pos.length && (hits.pos[h] ?? 0) < s.end; h++) {
      const term = hits.term[h] ?? 0;
      if (seenIn[term] === index) continue;
      seenIn[term] = index;
      matched += ctx.idf[term] ?? 0;
    }
    best = Math.max(best, matched);
  });
  return best / ctx.idfTotal;
}

/** Each sentence's score: idf of its distinct query terms plus half the idf of its bigrams. */
export function sentenceScores(ctx: FeatureContext, p: AnalyzedPassage): number[] {
  return scoreHitSentences(ctx, p.sentences, findHits(ctx, p));
}

function scoreHitSentences(
  ctx: FeatureContext,
  sentences: AnalyzedSentence[],
  hits: Hits,
): number[] {
  const seenIn = new Array<number>(ctx.idf.length).fill(-1);
  let h = 0;
  return sentences.map((s, index) => {
    while (h < hits.pos.length && (hits.pos[h] ?? 0) < s.start) h++;
    const first = h;
    let score = 0;
    for (; h < hits.pos.length && (hits.pos[h] ?? 0) < s.end; h++) {
      const term = hits.term[h] ?? 0;
      if (seenIn[term] === index) continue;
      seenIn[term] = index;
      score += (ctx.idf[term] ?? 0) * (term === ctx.focus ? 1 + FOCUS_WEIGHT : 1);
    }
    return score + 0.5 * bigramScore(ctx, hits, first, h);
  });
}

/** idf of the distinct query bigrams found adjacent among hits[from, to). */
function bigramScore(ctx: FeatureContext, hits: Hits, from: number, to: number): number {
  if (ctx.bigrams.size === 0) return 0;
  let score = 0;
  const seen = new Set<number>();
  for (let i = from + 1; i < to; i++) {
    if ((hits.pos[i] ?? 0) - (hits.pos[i - 1] ?? 0) !== 1) continue;
    const a = hits.term[i - 1] ?? 0;
    const b = hits.term[i] ?? 0;
    const key = a * ctx.idf.length + b;
    if (!ctx.bigrams.has(key) || seen.has(key)) continue;
    seen.add(key);
    score += ((ctx.idf[a] ?? 0) + (ctx.idf[b] ?? 0)) / 2;
  }
  return score;
}

/**
 * Minimal window covering every matched query term (classic sliding window over the positions of
 * query terms); the matched idf is scaled by matched-count / window-length.
 */
function proximityScore(ctx: FeatureContext, hits: Hits): number {
  const counts = new Array<number>(ctx.idf.length).fill(0);
  for (const term of hits.term) counts[term] = (counts[term] ?? 0) + 1;
  let distinct = 0;
  let matchedIdf = 0;
  counts.forEach((c, term) => {
    if (c === 0) return;
    distinct++;
    matchedIdf += ctx.idf[term] ?? 0;
  });
  if (distinct < 2) return 0;
  counts.fill(0);
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < hits.pos.length; right++) {
    const term = hits.term[right] ?? 0;
    if ((counts[term] = (counts[term] ?? 0) + 1) === 1) covered++;
    while (covered === distinct) {
      best = Math.min(best, (hits.pos[right] ?? 0) - (hits.pos[left] ?? 0) + 1);
      const leftTerm = hits.term[left] ?? 0;
      if ((counts[leftTerm] = (counts[leftTerm] ?? 1) - 1) === 0) covered--;
      left++;
    }
  }
  return (matchedIdf * distinct) / best;
}
