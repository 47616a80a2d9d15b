// The multilingual tuning data of ../shared/data/multilingual (README there: sources, splits and
// scoring rules), read and cut into two folds of our own: the "tune" fold is the one the engine
// was tuned on, the "check" fold was never looked at while tuning (the hidden halves are
// re-measured by others the same way).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const multilingualDir = path.resolve(
  here,
  '..',
  '..',
  '..',
  '..',
  'shared',
  'data',
  'multilingual',
);

export type Fold = 'tune' | 'check';
export const FOLDS: readonly Fold[] = ['tune', 'check'];

export function readJsonl<T>(file: string): T[] {
  return readFileSync(path.join(multilingualDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export interface KeyphraseDoc {
  id: string;
  text: string;
  /** Synonym groups: a hit on any member hits the group. */
  keys: string[][];
}

export type KeyphraseLanguage = 'fr' | 'zh' | 'ja';

export const KEYPHRASE_FILES: Record<KeyphraseLanguage, string> = {
  fr: 'keyphrase/fr_wikinews_tune.jsonl',
  zh: 'keyphrase/zh_csl_tune.jsonl',
  ja: 'keyphrase/ja_abeja_tune.jsonl',
};

/** Documents of a fold: the 1st, 3rd, 5th… in file order are "tune", the others "check". */
export function keyphraseDocs(language: KeyphraseLanguage, fold: Fold): KeyphraseDoc[] {
  return readJsonl<KeyphraseDoc>(KEYPHRASE_FILES[language]).filter(
    (_, i) => (i % 2 === 0) === (fold === 'tune'),
  );
}

export interface QaDoc {
  id: string;
  article: string;
  text: string;
}

export interface QaQuestion {
  id: string;
  question: string;
  doc_id: string;
  article: string;
  answers: string[];
}

export type QaLanguage = 'en' | 'es' | 'de' | 'zh' | 'ja';
export const QA_LANGUAGES: readonly QaLanguage[] = ['en', 'es', 'de', 'zh', 'ja'];

export interface QaSet {
  language: QaLanguage;
  docs: QaDoc[];
  questions: QaQuestion[];
}

export function qaSet(language: QaLanguage): QaSet {
  const name = language === 'ja' ? 'ja_jsquad_tune' : `${language}_xquad_tune`;
  return {
    language,
    docs: readJsonl<QaDoc>(`qa/${name}_docs.jsonl`),
    questions: readJsonl<QaQuestion>(`qa/${name}_questions.jsonl`),
  };
}

/** Articles sorted by name, alternately "tune" and "check" (every paragraph stays indexed). */
export function articleFold(articles: readonly string[], fold: Fold): Set<string> {
  const sorted = [...new Set(articles)].sort();
  return new Set(sorted.filter((_, i) => (i % 2 === 0) === (fold === 'tune')));
}
