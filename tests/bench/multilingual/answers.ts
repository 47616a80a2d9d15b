// Retrieval and answers per language on the multilingual QA sets (XQuAD en/es/de/zh, JSQuAD ja),
// as `mnemo search` and `mnemo ask --corpus` run them: one in-memory index of every paragraph of
// the split, each question ranked and answered by the built-in engine. Figures per fold (articles
// alternately "tune" and "check") and on the README's fixed sample of 30 questions.
// Run: npx tsx tests/bench/multilingual/answers.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeAnswer } from '../../../engine/assistant/answer';
import { MemoryIndex } from '../../../engine/assistant/memory-index';
import { isRefusal } from '../../../engine/assistant/messages';
import { parseRelatedTerms, type RelatedTerms } from '../../../engine/assistant/related-terms';
import { RELATED_WORDS_PATH } from '../../../server/assistant/related-words';
import {
  articleFold,
  FOLDS,
  QA_LANGUAGES,
  qaSet,
  type Fold,
  type QaLanguage,
  type QaQuestion,
  type QaSet,
} from './data';
import { answerContains } from './score';

/** Passages handed to the answer composer, as `mnemo ask` and the chat do. */
const ANSWER_PASSAGES = 8;
const SAMPLE_SIZE = 30;

let relatedWords: RelatedTerms | null = null;
/** The server's related English words (its ranker reads them for English questions). */
function indexAsTheServerRanks(): MemoryIndex {
  relatedWords ??= parseRelatedTerms(readFileSync(RELATED_WORDS_PATH, 'utf8'));
  return new MemoryIndex({ relatedTerms: relatedWords });
}

export interface QaFigures {
  questions: number;
  r1: number;
  r5: number;
  mrr: number;
  /** Share of questions whose gold answer is in the first two sentences of the answer. */
  answers: number;
  /** Share of questions answered with a refusal. */
  refusals: number;
}

const isCjk = (language: QaLanguage): boolean => language === 'zh' || language === 'ja';

/** The README's sample: every ⌊n/30⌋-th question whose answer is in its paragraph, first 30. */
function sampleIds(questions: QaQuestion[], paragraphs: Map<string, string>): string[] {
  const answerable = questions.filter((q) =>
    q.answers.some((a) => (paragraphs.get(q.doc_id) ?? '').includes(a)),
  );
  const step = Math.max(1, Math.floor(answerable.length / SAMPLE_SIZE));
  return answerable
    .filter((_, i) => i % step === 0)
    .slice(0, SAMPLE_SIZE)
    .map((q) => q.id);
}

interface Outcome {
  rank: number;
  hit: boolean;
  refused: boolean;
}

function figures(outcomes: Outcome[]): QaFigures {
  const n = Math.max(1, outcomes.length);
  const share = (pick: (o: Outcome) => boolean) => outcomes.filter(pick).length / n;
  return {
    questions: outcomes.length,
    r1: share((o) => o.rank === 1),
    r5: share((o) => o.rank >= 1 && o.rank <= 5),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank >= 1 && o.rank <= 5 ? 1 / o.rank : 0), 0) / n,
    answers: share((o) => o.hit),
    refusals: share((o) => o.refused),
  };
}

export interface LanguageQa {
  language: QaLanguage;
  folds: Record<Fold, QaFigures>;
  /** The fixed 30-question sample of the README (English's ids for XQuAD). */
  sample: QaFigures;
  /** Share of questions answered (not refused) when only the other fold's articles are indexed. */
  offTopicAnswered: number;
}

/** Asks each fold's questions of an index of the other fold's paragraphs; the share answered. */
function offTopicAnswered(set: QaSet): number {
  const articles = set.questions.map((q) => q.article);
  let answered = 0;
  let asked = 0;
  for (const fold of FOLDS) {
    const indexed = articleFold(articles, fold);
    const index = indexAsTheServerRanks();
    for (const d of set.docs)
      if (indexed.has(d.article)) index.add({ id: d.id, text: d.text, fileName: `${d.id}.txt` });
    for (const q of set.questions) {
      if (indexed.has(q.article)) continue;
      const markdown = composeAnswer(q.question, index.search(q.question, ANSWER_PASSAGES), {
        citationUrl: () => null,
      });
      asked++;
      if (!isRefusal(markdown)) answered++;
    }
  }
  return answered / Math.max(1, asked);
}

function runLanguage(language: QaLanguage, englishSample: string[] | null): LanguageQa {
  const set = qaSet(language);
  const index = indexAsTheServerRanks();
  for (const d of set.docs) index.add({ id: d.id, text: d.text, fileName: `${d.id}.txt` });
  const paragraphs = new Map(set.docs.map((d) => [d.id, d.text]));
  const outcomes = new Map<string, Outcome>();
  for (const q of set.questions) {
    const ranked = index.search(q.question, ANSWER_PASSAGES);
    const rank = ranked.findIndex((r) => r.passage.id === q.doc_id) + 1;
    const markdown = composeAnswer(q.question, ranked, { citationUrl: () => null });
    outcomes.set(q.id, {
      rank,
      hit: answerContains(markdown, q.answers, isCjk(language)),
      refused: isRefusal(markdown),
    });
  }
  const articles = set.questions.map((q) => q.article);
  const byFold = (fold: Fold): QaFigures => {
    const inFold = articleFold(articles, fold);
    return figures(
      set.questions.filter((q) => inFold.has(q.article)).flatMap((q) => outcomes.get(q.id) ?? []),
    );
  };
  const sample = englishSample ?? sampleIds(set.questions, paragraphs);
  return {
    language,
    folds: { tune: byFold('tune'), check: byFold('check') },
    sample: figures(sample.flatMap((id) => outcomes.get(id) ?? [])),
    offTopicAnswered: offTopicAnswered(set),
  };
}

export function benchMultilingualAnswers(
  languages: readonly QaLanguage[] = QA_LANGUAGES,
): LanguageQa[] {
  const english = qaSet('en');
  const englishSample = sampleIds(
    english.questions,
    new Map(english.docs.map((d) => [d.id, d.text])),
  );
  return languages.map((language) =>
    runLanguage(language, language === 'ja' ? null : englishSample),
  );
}

const f = (x: number): string => x.toFixed(3);
const ratio = (x: number, en: number): string => (en > 0 ? (x / en).toFixed(3) : '–');

export function printMultilingualAnswers(results: LanguageQa[]): void {
  const en = results.find((r) => r.language === 'en');
  console.log(
    'language  fold    questions  R@1    R@5    MRR    answers  refusals  | ratio to en: R@1  R@5  answers',
  );
  for (const r of results) {
    for (const fold of [...FOLDS, 'sample'] as const) {
      const x = fold === 'sample' ? r.sample : r.folds[fold];
      const e = en ? (fold === 'sample' ? en.sample : en.folds[fold]) : null;
      console.log(
        `${r.language.padEnd(8)}  ${(fold === 'sample' ? '30 q' : fold).padEnd(6)}  ${String(x.questions).padStart(9)}  ${f(x.r1)}  ${f(x.r5)}  ${f(x.mrr)}  ${f(x.answers).padStart(7)}  ${f(x.refusals).padStart(8)}  | ${e ? `${ratio(x.r1, e.r1)} ${ratio(x.r5, e.r5)} ${ratio(x.answers, e.answers)}` : ''}`,
      );
    }
  }
  console.log(
    `off topic (each fold's questions asked of the other fold's paragraphs), share answered: ${results
      .map(
        (r) =>
          `${r.language} ${f(r.offTopicAnswered)}${en ? ` (${ratio(r.offTopicAnswered, en.offTopicAnswered)})` : ''}`,
      )
      .join(', ')}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2) as QaLanguage[];
  printMultilingualAnswers(benchMultilingualAnswers(only.length > 0 ? only : QA_LANGUAGES));
}
