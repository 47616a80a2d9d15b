// Retrieval and answer benchmark: quality on SQuAD dev (14 articles) and latency over 20,000
// synthetic chunks. Run with `npx tsx tests/bench/retrieval.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { composeAnswer } from '../../engine/assistant/answer';
import { MemoryIndex } from '../../engine/assistant/memory-index';
import type { RelatedTerms } from '../../engine/assistant/related-terms';
import { splitSentences } from '../../engine/assistant/text';
import { englishRelatedWords } from '../../server/assistant/related-words';

export interface QaDoc {
  id: string;
  text: string;
}
export interface QaQuestion {
  question: string;
  article: string;
  doc_id: string;
  answers: string[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const qaDir = path.resolve(repoRoot, '..', 'shared', 'data', 'qa');
export const ANSWER_PASSAGES = 8;
const SYNTHETIC_CHUNKS = 20_000;
const CHUNK_WORDS = 200;
const LATENCY_QUERIES = 200;

const TARGETS: Record<string, string> = {
  recall_at_1: '>= 0.85',
  recall_at_5: '>= 0.96',
  mrr: '-',
  answer_quality: '>= 0.80',
  no_hit_rate: '-',
  search_p50_ms: '-',
  search_p95_ms: '< 20',
  answer_p50_ms: '-',
  answer_p95_ms: '< 150',
  index_build_s: '-',
};

export function readJsonl<T>(file: string): T[] {
  return readFileSync(path.join(qaDir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export const citationUrl = (): string => 'https://files.example/f.pdf';

/** Whether a gold answer is in the first two sentences of the answer's direct part. */
export function answerHits(markdown: string, answers: string[]): boolean {
  const direct = (markdown.split('\n\n')[0] ?? '').replace(/\[[^\]]*\]\([^)]*\)/g, '');
  const firstTwo = splitSentences(direct).slice(0, 2).join(' ').toLowerCase();
  return answers.some((a) => firstTwo.includes(a.toLowerCase()));
}

function quality(
  docs: QaDoc[],
  questions: QaQuestion[],
  relatedTerms?: RelatedTerms,
): Record<string, number> {
  const index = new MemoryIndex({ relatedTerms });
  for (const d of docs) index.add({ id: d.id, text: d.text, fileName: `${d.id}.pdf`, page: 1 });
  let r1 = 0;
  let r5 = 0;
  let mrr = 0;
  let answered = 0;
  let noHit = 0;
  for (const q of questions) {
    const ranked = index.search(q.question, 100);
    const rank = ranked.findIndex((r) => r.passage.id === q.doc_id) + 1;
    if (rank === 1) r1++;
    if (rank >= 1 && rank <= 5) r5++;
    if (rank >= 1) mrr += 1 / rank;
    const md = composeAnswer(q.question, ranked.slice(0, ANSWER_PASSAGES), { citationUrl });
    if (md.startsWith("I couldn't find")) noHit++;
    if (answerHits(md, q.answers)) answered++;
  }
  const n = questions.length;
  return {
    recall_at_1: r1 / n,
    recall_at_5: r5 / n,
    mrr: mrr / n,
    answer_quality: answered / n,
    no_hit_rate: noHit / n,
  };
}

/** Seeded PRNG (mulberry32), so the synthetic corpus is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` chunks of about 200 words, sentences of the articles drawn at random (seeded). */
export function syntheticTexts(docs: QaDoc[], count = SYNTHETIC_CHUNKS): string[] {
  const sentences = docs.flatMap((d) => splitSentences(d.text));
  const random = prng(20_240_601);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts: string[] = [];
    let words = 0;
    while (words < CHUNK_WORDS) {
      const s = sentences[Math.floor(random() * sentences.length)] ?? '';
      parts.push(s);
      words += s.split(' ').length;
    }
    texts.push(parts.join(' '));
  }
  return texts;
}

function syntheticIndex(docs: QaDoc[]): MemoryIndex {
  const index = new MemoryIndex();
  syntheticTexts(docs).forEach((text, i) =>
    index.add({ id: `synthetic-${i}`, text, fileName: 'synthetic.pdf', page: i }),
  );
  return index;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function latency(docs: QaDoc[], questions: QaQuestion[]): Record<string, number> {
  const started = performance.now();
  const index = syntheticIndex(docs);
  const buildSeconds = (performance.now() - started) / 1000;
  const step = Math.max(1, Math.floor(questions.length / LATENCY_QUERIES));
  const queries = questions.filter((_, i) => i % step === 0).slice(0, LATENCY_QUERIES);
  for (const q of queries.slice(0, 20)) index.search(q.question, ANSWER_PASSAGES); // warm-up
  const search: number[] = [];
  const answer: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    index.search(q.question, ANSWER_PASSAGES);
    search.push(performance.now() - t0);
    const t1 = performance.now();
    composeAnswer(q.question, index.search(q.question, ANSWER_PASSAGES), { citationUrl });
    answer.push(performance.now() - t1);
  }
  return {
    search_p50_ms: percentile(search, 0.5),
    search_p95_ms: percentile(search, 0.95),
    answer_p50_ms: percentile(answer, 0.5),
    answer_p95_ms: percentile(answer, 0.95),
    index_build_s: buildSeconds,
  };
}

export async function benchRetrieval(): Promise<Record<string, number>> {
  const docs = readJsonl<QaDoc>('squad_dev_14articles_docs.jsonl');
  const questions = readJsonl<QaQuestion>('squad_dev_14articles_questions.jsonl');
  // As the server ranks: with the related English words.
  const related = await englishRelatedWords();
  return { ...quality(docs, questions, related), ...latency(docs, questions) };
}

function printTable(results: Record<string, number>): void {
  const rows = Object.entries(results).map(([name, value]) => [
    name,
    Number.isInteger(value) ? String(value) : value.toFixed(name.endsWith('_ms') ? 2 : 4),
    TARGETS[name] ?? '-',
  ]);
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length), 8));
  const line = (r: string[]): string => r.map((cell, c) => cell.padEnd(widths[c] ?? 8)).join('  ');
  console.log(line(['metric', 'value', 'target']));
  for (const r of rows) console.log(line(r));
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) printTable(await benchRetrieval());
