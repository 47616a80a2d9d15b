// A second matching field for Japanese (rank.ts): the overlapping character pairs of each run of
// CJK script, as Lucene's CJK bigram analyzer indexes them, scored BM25-style beside the word
// match. Where the word segmenter cuts a question and a passage differently (作曲家 / 作曲,
// デオキシリボ / デオキシリボース), their characters still meet. The statistics are those of the
// candidates being ranked, so every caller (the server's full-text stage, the device's index)
// gets the same score, and no second index is kept.
import { idfOf } from './ranking-features';

/** Han, hiragana, katakana (with the prolonged sound mark and 々 〆 ヶ): all in the BMP. */
const CJK_RUN =
  /[\u3041-\u309f\u30a1-\u30fa\u30fc\u3005\u3006\u30f6\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
/** Half-width katakana, the only compatibility forms NFKC turns into CJK script. */
const HALF_WIDTH_KANA = /[\uff65-\uff9f]/u;
const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/u;
/** BM25's usual constants (rank.ts uses the same for words). */
const K1 = 1.2;
const B = 0.75;

function cjkRuns(text: string): IterableIterator<RegExpMatchArray> {
  return (HALF_WIDTH_KANA.test(text) ? text.normalize('NFKC') : text).matchAll(CJK_RUN);
}

/** Each CJK run's overlapping character pairs, a run of one character as itself. */
export function characterGrams(text: string): string[] {
  const out: string[] = [];
  for (const [run] of cjkRuns(text)) {
    if (run.length === 1) out.push(run);
    for (let i = 1; i < run.length; i++) out.push(run.slice(i - 1, i + 1));
  }
  return out;
}

/**
 * The grams a question is matched by: its pairs but those made only of hiragana (particles,
 * inflections: "のは", "した"), which say nothing of the topic.
 */
export function queryCharacterGrams(question: string): Set<string> {
  return new Set(characterGrams(question).filter((g) => !HIRAGANA_ONLY.test(g)));
}

/** Whether a UTF-16 code unit is one of CJK_RUN's characters. */
function isCjk(c: number): boolean {
  return (
    (c >= 0x3041 && c <= 0x309f) ||
    (c >= 0x30a1 && c <= 0x30fa) ||
    c === 0x30fc ||
    c === 0x3005 ||
    c === 0x3006 ||
    c === 0x30f6 ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff)
  );
}

/**
 * How often each of `wanted` occurs in the text, and how many grams the text has (as
 * `characterGrams` cuts them), in one pass over its characters: ranking reads every candidate.
 */
function countGrams(
  raw: string,
  wanted: ReadonlySet<string>,
  starts: ReadonlySet<number>,
): { tf: Map<string, number>; length: number } {
  const text = HALF_WIDTH_KANA.test(raw) ? raw.normalize('NFKC') : raw;
  const tf = new Map<string, number>();
  const count = (gram: string) => {
    if (wanted.has(gram)) tf.set(gram, (tf.get(gram) ?? 0) + 1);
  };
  let length = 0;
  let run = 0;
  let previous = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (isCjk(c)) {
      // Only pairs whose first character starts a wanted pair are made.
      if (run > 0) {
        length++;
        if (starts.has(previous)) count(text.slice(i - 1, i + 1));
      }
      run++;
      previous = c;
      continue;
    }
    if (run === 1) {
      length++;
      count(text[i - 1] ?? '');
    }
    run = 0;
  }
  return { tf, length };
}

/**
 * BM25 of the question's grams in each text, with document frequencies and mean length counted
 * over `texts` (the candidates). All zeros when the question has no CJK characters.
 */
export function characterGramScores(question: string, texts: readonly string[]): number[] {
  const wanted = queryCharacterGrams(question);
  if (wanted.size === 0 || texts.length === 0) return texts.map(() => 0);
  const starts = new Set([...wanted].map((g) => g.charCodeAt(0)));
  const counted = texts.map((text) => countGrams(text, wanted, starts));
  const docFreq = new Map<string, number>();
  for (const { tf } of counted)
    for (const g of tf.keys()) docFreq.set(g, (docFreq.get(g) ?? 0) + 1);
  const avg = Math.max(1, counted.reduce((sum, c) => sum + c.length, 0) / texts.length);
  const idf = new Map([...docFreq].map(([g, df]) => [g, idfOf(texts.length, df)]));
  return counted.map(({ tf, length }) => {
    const norm = K1 * (1 - B + (B * length) / avg);
    let score = 0;
    for (const [g, n] of tf) score += ((idf.get(g) ?? 0) * n * (K1 + 1)) / (n + norm);
    return score;
  });
}
