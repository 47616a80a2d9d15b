// Re-ranking of candidate passages: BM25 plus phrase, proximity, best-sentence, coverage and
// question-type features. Deterministic: ties break on passage id.
import { analyzePassage, type AnalyzedPassage } from './analysis';
import {
  bestSentenceCoverage,
  featureContext,
  passageFeatures,
  type Bm25Params,
  sentenceScores,
  type FeatureContext,
  type PassageFeatures,
} from './ranking-features';
import type { Language } from '../language/codes';
import { characterGramScores } from './character-grams';
import {
  analyzeQuery,
  hasAnswerCue,
  opensOnTopic,
  questionLanguage,
  withCorpusForms,
} from './query';
import type { RelatedTerms } from './related-terms';
import type { CorpusStats, Passage, ScoredPassage, ScoredSentence } from './types';

export type { CorpusStats, Passage, ScoredPassage, ScoredSentence } from './types';

/** FTS5 bm25() defaults, so server candidates and in-memory candidates agree. */
export const BM25: Readonly<Bm25Params> = { k1: 1.2, b: 0.75 };

/**
 * Weights of the features in the final score, tuned by coordinate ascent on MRR over a public
 * reading-comprehension set (SQuAD dev, 14 articles); they held equally on both halves of it.
 * `related` (0.5, set by hand: tuned per fold of tests/bench/retrieval-cv.ts it came out 0.6–0.75) is
 * 0 wherever no table of related words is given (the device).
 */
export const WEIGHTS: Readonly<Record<keyof PassageFeatures, number>> = {
  bm25: 1,
  bestSentence: 1,
  bigrams: 0.75,
  proximity: 0.05,
  coverage: 0.1,
  cue: 3,
  related: 0.5,
};

/**
 * Weight of the character-pair match (character-grams.ts) added to the word score of a Japanese
 * question; tuned on the tune fold of JSQuAD, checked on the other (tests/bench/multilingual).
 * Chinese questions are left to the words: on XQuAD zh the pairs moved R@1 by one question per
 * fold and cost two answers on the check fold.
 */
export const CHARACTER_GRAM_WEIGHT = 1;
const CHARACTER_GRAM_LANGUAGES: ReadonlySet<Language> = new Set(['ja']);

/**
 * Bonus of a passage with a sentence that opens on the question's topic (`QueryAnalysis.topic`,
 * Japanese only: "CODENは何から成るか" and "CODENは、アルファベット5-6文字からなる"): where
 * paragraphs are read loose, the one about the topic outranks those naming it on the way. Tuned on
 * the tune fold of JSQuAD (R@1 665 → 667 of 723 for 2–3, 666 for 1.5 and 4; check fold unchanged).
 */
export const TOPIC_WEIGHT = 2.5;

/** Bonus of a sentence holding the information the question type asks for (a date, a name...). */
export const SENTENCE_CUE_BONUS = 1;

export type Analyzer = (p: Passage) => AnalyzedPassage;

const defaultAnalyzer: Analyzer = (p) => analyzePassage(p.text);

export function combine(
  f: PassageFeatures,
  weights: Readonly<Record<keyof PassageFeatures, number>> = WEIGHTS,
): number {
  let score = 0;
  for (const key of Object.keys(weights) as (keyof PassageFeatures)[]) {
    score += weights[key] * f[key];
  }
  return score;
}

/** The language most of the passages are in (the first one met on a tie); English for none. */
export function mainLanguage(analyzed: readonly AnalyzedPassage[]): Language {
  const counts = new Map<Language, number>();
  let best: Language = 'en';
  let bestCount = 0;
  for (const a of analyzed) {
    const count = (counts.get(a.language) ?? 0) + 1;
    counts.set(a.language, count);
    if (count > bestCount) {
      best = a.language;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Ranks candidates for the query and returns the best k with their scored sentences.
 * `analyze` lets a caller that keeps passages in memory reuse their analysis across queries.
 * The query is read in `queryLanguage`, by default the language its words show, or else the
 * language of most candidates. `related` (the server's table of related English words) lets an
 * English question's term count, at a lower weight, through a synonym or derivation.
 */
export function rankPassages(
  query: string,
  candidates: Passage[],
  stats: CorpusStats,
  k: number,
  analyze: Analyzer = defaultAnalyzer,
  weights: Readonly<Record<keyof PassageFeatures, number>> = WEIGHTS,
  queryLanguage?: Language,
  related?: RelatedTerms,
): ScoredPassage[] {
  const analyses = candidates.map((passage) => analyze(passage));
  const language = queryLanguage ?? questionLanguage(query, mainLanguage(analyses));
  const read = withCorpusForms(analyzeQuery(query, language), stats);
  const ctx = featureContext(read, stats, BM25, related);
  if (ctx.query.terms.length === 0) return [];
  const grams = CHARACTER_GRAM_LANGUAGES.has(language)
    ? characterGramScores(
        query,
        candidates.map((p) => p.text),
      )
    : [];
  const { topic } = ctx.query;
  const scored = candidates.map((passage, i) => {
    const analyzed = analyses[i] ?? analyze(passage);
    const features = passageFeatures(ctx, analyzed);
    const score =
      combine(features, weights) +
      CHARACTER_GRAM_WEIGHT * (grams[i] ?? 0) +
      (topic !== null && analyzed.sentences.some((s) => opensOnTopic(s.text, topic))
        ? TOPIC_WEIGHT
        : 0);
    return { passage, analyzed, score, coverage: features.coverage };
  });
  scored.sort((x, y) => y.score - x.score || compareIds(x.passage.id, y.passage.id));
  return scored
    .filter((s) => s.score > 0)
    .slice(0, Math.max(0, k))
    .map((s) => ({
      passage: s.passage,
      score: s.score,
      coverage: s.coverage,
      unknownTerms: ctx.unknownTerms,
      queryTerms: ctx.query.terms.length,
      sentenceCoverage: bestSentenceCoverage(ctx, s.analyzed),
      sentences: scoreSentences(ctx, s.analyzed),
    }));
}

function scoreSentences(ctx: FeatureContext, p: AnalyzedPassage): ScoredSentence[] {
  const scores = sentenceScores(ctx, p);
  return p.sentences.map((s, index) => {
    const base = scores[index] ?? 0;
    const cue = base > 0 && hasAnswerCue(s.text, ctx.query) ? SENTENCE_CUE_BONUS : 0;
    return { text: s.text, index, score: base + cue };
  });
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
