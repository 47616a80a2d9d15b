// Cross-validated retrieval and answer figures on SQuAD dev (14 articles): the ranker's weights are
// tuned (coordinate ascent on MRR) on the questions of 12 articles and measured on the questions of
// the other 2, for 7 folds; every paragraph stays in one pooled index, as in retrieval.ts. Also the
// figures of the shipped weights on each fold. Run: npx tsx tests/bench/retrieval-cv.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeAnswer } from '../../engine/assistant/answer';
import { featureContext, passageFeatures } from '../../engine/assistant/ranking-features';
import { MemoryIndex } from '../../engine/assistant/memory-index';
import { analyzeQuery, withCorpusForms } from '../../engine/assistant/query';
import { BM25, WEIGHTS } from '../../engine/assistant/rank';
import { englishRelatedWords } from '../../server/assistant/related-words';
import {
  ANSWER_PASSAGES,
  answerHits,
  citationUrl,
  readJsonl,
  type QaDoc,
  type QaQuestion,
} from './retrieval';

type Weights = typeof WEIGHTS;
type FeatureName = keyof Weights;
const FEATURES = Object.keys(WEIGHTS) as FeatureName[];
const FOLDS = 7;

interface Prepared {
  question: QaQuestion;
  /** Feature values of each candidate, in the order of FEATURES. */
  features: Float64Array[];
  ids: string[];
}

function prepare(index: MemoryIndex, questions: QaQuestion[]): Prepared[] {
  const stats = index.stats();
  return questions.map((question) => {
    // As the ranker reads it: a word the corpus lacks in the corpus's own form of it.
    const query = withCorpusForms(analyzeQuery(question.question), stats);
    const ctx = featureContext(query, stats, BM25, index.related);
    const candidates = index.candidates(question.question, 100);
    return {
      question,
      ids: candidates.map((c) => c.id),
      features: candidates.map((c) => {
        const f = passageFeatures(ctx, index.analysisOf(c));
        return Float64Array.from(FEATURES.map((name) => f[name]));
      }),
    };
  });
}

/** Rank of the gold paragraph (0 when not ranked), ties broken by id as the ranker does. */
function goldRank(p: Prepared, weights: Weights): number {
  const w = FEATURES.map((name) => weights[name]);
  const scored = p.features.map((f, i) => ({
    id: p.ids[i] ?? '',
    score: f.reduce((sum, v, j) => sum + v * (w[j] ?? 0), 0),
  }));
  const gold = scored.find((s) => s.id === p.question.doc_id);
  if (!gold || gold.score <= 0) return 0;
  let rank = 1;
  for (const s of scored) {
    if (s.score > gold.score || (s.score === gold.score && s.id < gold.id)) rank++;
  }
  return rank;
}

function mrr(set: readonly Prepared[], weights: Weights): number {
  let sum = 0;
  for (const p of set) {
    const rank = goldRank(p, weights);
    if (rank > 0) sum += 1 / rank;
  }
  return sum / Math.max(1, set.length);
}

/** Coordinate ascent from the shipped weights; BM25 keeps weight 1 (the scale). */
function tune(set: readonly Prepared[]): Weights {
  let best: Record<FeatureName, number> = { ...WEIGHTS };
  let bestScore = mrr(set, best);
  const factors = [0, 0.5, 0.75, 1.25, 1.5, 2];
  for (let round = 0; round < 2; round++) {
    for (const name of FEATURES) {
      if (name === 'bm25') continue;
      const current = best[name];
      const tries = factors.map((f) => current * f).concat(current === 0 ? [0.1, 0.5, 1] : []);
      for (const value of tries) {
        const candidate = { ...best, [name]: value };
        const score = mrr(set, candidate);
        if (score > bestScore + 1e-9) {
          best = candidate;
          bestScore = score;
        }
      }
    }
  }
  return best;
}

export interface FoldFigures {
  fold: number;
  articles: string[];
  questions: number;
  recall_at_1: number;
  recall_at_5: number;
  mrr: number;
  answer_quality: number;
}

function measure(
  index: MemoryIndex,
  set: readonly Prepared[],
  weights: Weights,
): Omit<FoldFigures, 'fold' | 'articles'> {
  let r1 = 0;
  let r5 = 0;
  let reciprocal = 0;
  let answered = 0;
  for (const p of set) {
    const rank = goldRank(p, weights);
    if (rank === 1) r1++;
    if (rank >= 1 && rank <= 5) r5++;
    if (rank >= 1) reciprocal += 1 / rank;
    const ranked = index.search(p.question.question, ANSWER_PASSAGES, weights);
    const md = composeAnswer(p.question.question, ranked, { citationUrl });
    if (answerHits(md, p.question.answers)) answered++;
  }
  const n = Math.max(1, set.length);
  return {
    questions: set.length,
    recall_at_1: r1 / n,
    recall_at_5: r5 / n,
    mrr: reciprocal / n,
    answer_quality: answered / n,
  };
}

export interface CrossValidation {
  tuned: FoldFigures[];
  shipped: FoldFigures[];
}

export async function benchRetrievalCv(): Promise<CrossValidation> {
  const docs = readJsonl<QaDoc>('squad_dev_14articles_docs.jsonl');
  const questions = readJsonl<QaQuestion>('squad_dev_14articles_questions.jsonl');
  // The server's ranker: with the related English words (the device's has none).
  const index = new MemoryIndex({ relatedTerms: await englishRelatedWords() });
  for (const d of docs) index.add({ id: d.id, text: d.text, fileName: `${d.id}.pdf`, page: 1 });
  const prepared = prepare(index, questions);
  const articles = [...new Set(questions.map((q) => q.article))].sort();
  const foldOf = new Map(articles.map((a, i) => [a, i % FOLDS]));
  const tuned: FoldFigures[] = [];
  const shipped: FoldFigures[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const heldOut = prepared.filter((p) => foldOf.get(p.question.article) === fold);
    const training = prepared.filter((p) => foldOf.get(p.question.article) !== fold);
    const names = articles.filter((a) => foldOf.get(a) === fold);
    const weights = tune(training);
    tuned.push({ fold, articles: names, ...measure(index, heldOut, weights) });
    shipped.push({ fold, articles: names, ...measure(index, heldOut, WEIGHTS) });
  }
  return { tuned, shipped };
}

/** Mean over folds, each fold weighted by its questions (so it equals the pooled figure). */
export function meanOf(folds: readonly FoldFigures[]): Omit<FoldFigures, 'fold' | 'articles'> {
  const n = folds.reduce((sum, f) => sum + f.questions, 0);
  const mean = (pick: (f: FoldFigures) => number) =>
    folds.reduce((sum, f) => sum + pick(f) * f.questions, 0) / Math.max(1, n);
  return {
    questions: n,
    recall_at_1: mean((f) => f.recall_at_1),
    recall_at_5: mean((f) => f.recall_at_5),
    mrr: mean((f) => f.mrr),
    answer_quality: mean((f) => f.answer_quality),
  };
}

export function printCrossValidation(cv: CrossValidation): void {
  const row = (label: string, f: Omit<FoldFigures, 'fold' | 'articles'>) =>
    console.log(
      `${label.padEnd(58)} ${String(f.questions).padStart(5)}  ${f.recall_at_1.toFixed(3)}  ${f.recall_at_5.toFixed(3)}  ${f.mrr.toFixed(3)}  ${f.answer_quality.toFixed(3)}`,
    );
  console.log(
    `${'held-out fold (articles)'.padEnd(58)} ${'qs'.padStart(5)}  R@1    R@5    MRR    answers`,
  );
  for (const f of cv.tuned) row(`${f.fold + 1}: ${f.articles.join(', ')}`, f);
  row('mean, weights tuned on the other folds (targets .87 .97 - .85)', meanOf(cv.tuned));
  row('mean, shipped weights (tuned on all 14 articles)', meanOf(cv.shipped));
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const started = performance.now();
  printCrossValidation(await benchRetrievalCv());
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
