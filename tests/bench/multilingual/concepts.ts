// Key concepts per language on the multilingual keyphrase sets (WikiNews fr, CSL zh, ABEJA ja),
// scored by the rules of ../shared/data/multilingual/README.md: F@5, F@10 and present-key
// recall per fold, and how many top-10 titles are made only of hiragana (function words).
// Run: npx tsx tests/bench/multilingual/concepts.ts [fr|zh|ja...]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStudySet } from '../../../server/processing/study/index';
import { prepareLanguage } from '../../../server/processing/study/morphology';
import { FOLDS, keyphraseDocs, type Fold, type KeyphraseDoc, type KeyphraseLanguage } from './data';
import { meanKeyphraseScore, scoreKeyphrases, type MeanKeyphraseScore } from './score';

export const KEYPHRASE_LANGUAGES: readonly KeyphraseLanguage[] = ['fr', 'zh', 'ja'];
const HIRAGANA_ONLY = /^[\u3040-\u309f]+$/u;

export interface LanguageConcepts {
  language: KeyphraseLanguage;
  folds: Record<Fold, MeanKeyphraseScore & { hiraganaTitles: number; titles: number }>;
}

export function conceptTitles(doc: KeyphraseDoc, language: KeyphraseLanguage): string[] {
  const set = buildStudySet({ kind: 'text', segments: [{ text: doc.text }], language }, []);
  return set.key_concepts.map((c) => c.concept_title);
}

export async function benchMultilingualConcepts(
  languages: readonly KeyphraseLanguage[] = KEYPHRASE_LANGUAGES,
): Promise<LanguageConcepts[]> {
  const out: LanguageConcepts[] = [];
  for (const language of languages) {
    prepareLanguage(language);
    const folds = {} as LanguageConcepts['folds'];
    for (const fold of FOLDS) {
      let hiraganaTitles = 0;
      let titles = 0;
      const scores = keyphraseDocs(language, fold).map((doc) => {
        const predicted = conceptTitles(doc, language);
        for (const title of predicted.slice(0, 10)) {
          titles += 1;
          if (HIRAGANA_ONLY.test(title)) hiraganaTitles += 1;
        }
        return scoreKeyphrases(predicted, doc.keys, doc.text, language);
      });
      folds[fold] = { ...meanKeyphraseScore(scores), hiraganaTitles, titles };
    }
    out.push({ language, folds });
  }
  return out;
}

export function printMultilingualConcepts(results: readonly LanguageConcepts[]): void {
  console.log(
    'language  fold   docs  F@5   F@10  P@10  R@10  present R@10  hiragana-only top-10 titles',
  );
  for (const r of results) {
    for (const fold of FOLDS) {
      const x = r.folds[fold];
      const n = (v: number) => v.toFixed(1).padStart(4);
      console.log(
        `${r.language.padEnd(8)}  ${fold.padEnd(5)}  ${String(x.docs).padStart(4)}  ${n(x.f5)}  ${n(x.f10)}  ${n(x.p10)}  ${n(x.r10)}  ${n(x.presentR10).padStart(12)}  ${x.hiraganaTitles} of ${x.titles}`,
      );
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.slice(2) as KeyphraseLanguage[];
  printMultilingualConcepts(
    await benchMultilingualConcepts(only.length > 0 ? only : KEYPHRASE_LANGUAGES),
  );
}
