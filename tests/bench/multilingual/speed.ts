// Processing speed and memory per language: the study engine (key concepts, cards, quiz) over
// each language's documents, in a fresh process per language so the dictionaries loaded
// (kuromoji for Japanese, jieba for Chinese) and the peak memory are that language's alone.
// Run: npx tsx tests/bench/multilingual/speed.ts [language]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStudySet } from '../../../server/processing/study/index';
import { prepareLanguage } from '../../../server/processing/study/morphology';
import { keyphraseDocs, qaSet, type QaLanguage } from './data';

export const SPEED_LANGUAGES = ['en', 'fr', 'de', 'es', 'zh', 'ja'] as const;
type SpeedLanguage = (typeof SPEED_LANGUAGES)[number];
const RUNS = 3;

export interface LanguageSpeed {
  language: SpeedLanguage;
  documents: number;
  characters: number;
  /** Median over the runs, dictionaries already loaded. */
  charsPerSecond: number;
  /** Loading the language's dictionary (0 without one). */
  loadMs: number;
  /** Heap and external memory added by loading it, MB. */
  loadMb: number;
  /** Peak resident memory of the process, MB. */
  peakRssMb: number;
}

/** The language's documents: the keyphrase sets (fr, zh, ja), XQuAD articles (en, de, es). */
function documentsOf(language: SpeedLanguage): string[] {
  if (language === 'fr' || language === 'zh' || language === 'ja') {
    return [...keyphraseDocs(language, 'tune'), ...keyphraseDocs(language, 'check')].map(
      (d) => d.text,
    );
  }
  const byArticle = new Map<string, string[]>();
  for (const d of qaSet(language as QaLanguage).docs) {
    byArticle.set(d.article, [...(byArticle.get(d.article) ?? []), d.text]);
  }
  return [...byArticle.values()].map((paragraphs) => paragraphs.join('\n\n'));
}

const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;
const used = (): number => process.memoryUsage().heapUsed + process.memoryUsage().external;

function measure(language: SpeedLanguage): LanguageSpeed {
  const documents = documentsOf(language);
  const before = used();
  const loadStart = performance.now();
  prepareLanguage(language);
  const loadMs = Math.round(performance.now() - loadStart);
  const loadMb = loadMs > 0 ? mb(used() - before) : 0;
  const characters = documents.reduce((sum, text) => sum + text.length, 0);
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    for (const text of documents) {
      buildStudySet({ kind: 'text', segments: [{ text }], language }, []);
    }
    rates.push(characters / ((performance.now() - started) / 1000));
  }
  rates.sort((a, b) => a - b);
  return {
    language,
    documents: documents.length,
    characters,
    charsPerSecond: Math.round(rates[Math.floor(RUNS / 2)] ?? 0),
    loadMs: language === 'ja' || language === 'zh' ? loadMs : 0,
    loadMb,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

const here = fileURLToPath(import.meta.url);

/** Each language in a child process of its own. */
export function benchMultilingualSpeed(): LanguageSpeed[] {
  return SPEED_LANGUAGES.map((language) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', here, language], {
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as LanguageSpeed;
  });
}

export function printMultilingualSpeed(results: readonly LanguageSpeed[]): void {
  const en = results.find((r) => r.language === 'en');
  console.log(
    'language  docs  characters  chars/s (median of 3)  ratio to en  dictionary load  +memory  peak RSS',
  );
  for (const r of results) {
    const ratio = en ? (r.charsPerSecond / en.charsPerSecond).toFixed(2) : '–';
    console.log(
      `${r.language.padEnd(8)}  ${String(r.documents).padStart(4)}  ${String(r.characters).padStart(10)}  ${String(r.charsPerSecond).padStart(21)}  ${ratio.padStart(11)}  ${`${r.loadMs} ms`.padStart(15)}  ${`${r.loadMb} MB`.padStart(7)}  ${`${r.peakRssMb} MB`.padStart(8)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const language = process.argv[2] as SpeedLanguage | undefined;
  if (language) console.log(JSON.stringify(measure(language)));
  else printMultilingualSpeed(benchMultilingualSpeed());
}
