// Key-concept quality on Inspec validation, scored as in the keyphrase literature:
// lowercase, Porter-stem every word, exact match of the stemmed phrase, F1 at 5 and 10 per
// document, averaged over documents. Run: npx tsx tests/bench/keyphrase.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stemmer } from 'stemmer';
import { buildStudySet } from '../../server/processing/study/index';
import type { ExtractedDocument } from '../../server/processing/types';

export interface InspecRecord {
  id: string;
  text: string;
  keys: string[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function readInspec(split: 'train' | 'validation'): InspecRecord[] {
  const file = path.resolve(repoRoot, '..', 'shared', 'data', 'keyphrase', `inspec_${split}.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as InspecRecord);
}

export function normalizePhrase(phrase: string): string {
  return phrase
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => stemmer(word))
    .join(' ');
}

export interface DocScore {
  p5: number;
  r5: number;
  f5: number;
  p10: number;
  r10: number;
  f10: number;
}

function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

export function scoreDoc(predicted: readonly string[], gold: readonly string[]): DocScore {
  const goldSet = new Set(gold.map(normalizePhrase));
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const phrase of predicted) {
    const key = normalizePhrase(phrase);
    if (key && !seen.has(key)) {
      seen.add(key);
      unique.push(key);
    }
  }
  const at = (k: number): [number, number, number] => {
    const top = unique.slice(0, k);
    const hits = top.filter((p) => goldSet.has(p)).length;
    const p = top.length === 0 ? 0 : hits / k;
    const r = goldSet.size === 0 ? 0 : hits / goldSet.size;
    return [p, r, f1(p, r)];
  };
  const [p5, r5, f5] = at(5);
  const [p10, r10, f10] = at(10);
  return { p5, r5, f5, p10, r10, f10 };
}

export function inspecDocument(record: InspecRecord): ExtractedDocument {
  // The records hold title and abstract run together, with no marker between them.
  return { kind: 'text', segments: [{ text: record.text }], language: 'en' };
}

export function average(scores: readonly DocScore[]): DocScore {
  const mean = (pick: (s: DocScore) => number): number =>
    scores.length === 0 ? 0 : (100 * scores.reduce((sum, s) => sum + pick(s), 0)) / scores.length;
  return {
    p5: mean((s) => s.p5),
    r5: mean((s) => s.r5),
    f5: mean((s) => s.f5),
    p10: mean((s) => s.p10),
    r10: mean((s) => s.r10),
    f10: mean((s) => s.f10),
  };
}

export async function benchKeyphrases(): Promise<{
  f5: number;
  f10: number;
  p10: number;
  r10: number;
  docs: number;
}> {
  const records = readInspec('validation');
  const scores = records.map((record) => {
    const set = buildStudySet(inspecDocument(record), []);
    return scoreDoc(
      set.key_concepts.map((c) => c.concept_title),
      record.keys,
    );
  });
  const mean = average(scores);
  const round = (x: number): number => Math.round(x * 10) / 10;
  return {
    f5: round(mean.f5),
    f10: round(mean.f10),
    p10: round(mean.p10),
    r10: round(mean.r10),
    docs: records.length,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await benchKeyphrases();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Inspec validation (${result.docs} docs): F@5 ${result.f5}  F@10 ${result.f10}  P@10 ${result.p10}  R@10 ${result.r10}  (${seconds} s)`,
  );
}
