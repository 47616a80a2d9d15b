// Offline search over 20,000 mirrored chunks: the engine worker's code (workers/offline-engine)
// over the user's database (Dexie on fake-indexeddb here, IndexedDB in the browser), timed per
// query as the worker answers one: the mirror check, the ranking and the hits with snippets and
// highlights (GET /api/v1/search's shape). Same synthetic corpus as the retrieval bench.
import 'fake-indexeddb/auto';
import type { ChunkRow } from '../../src/data/database';
import { MnemoDb } from '../../src/data/database';
import { OfflineEngine } from '../../workers/offline-engine';
import { median } from './processing/stats';
import { percentile, readJsonl, syntheticTexts, type QaDoc, type QaQuestion } from './retrieval';

const CHUNKS = 20_000;
const QUERIES = 200;
const RUNS = 3;

export interface OfflineSearchFigures {
  chunks: number;
  queries: number;
  index_build_s: number;
  search_p50_ms: number;
  search_p95_ms: number;
}

async function seed(db: MnemoDb, docs: QaDoc[]): Promise<void> {
  const texts = syntheticTexts(docs, CHUNKS);
  const rows: ChunkRow[] = texts.map((text, i) => ({
    id: i + 1,
    file_id: 1 + Math.floor(i / 500),
    file_name: `book-${1 + Math.floor(i / 500)}.pdf`,
    file_type: 'pdf',
    page: 1 + (i % 500),
    start_seconds: null,
    end_seconds: null,
    text,
  }));
  for (let i = 0; i < rows.length; i += 2000) await db.chunks.bulkPut(rows.slice(i, i + 2000));
}

async function oneRun(docs: QaDoc[], queries: string[], run: number) {
  const db = new MnemoDb(`bench-offline-search-${run}`);
  await seed(db, docs);
  const engine = new OfflineEngine(db, 'http://localhost');
  const started = performance.now();
  await engine.size();
  const buildS = (performance.now() - started) / 1000;
  for (const q of queries.slice(0, 20)) await engine.search(q, 10); // warm-up
  const times: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const hits = await engine.search(q, 10);
    times.push(performance.now() - t0);
    if (!hits || hits.length === 0) throw new Error(`no hit for "${q}"`);
  }
  db.close();
  await db.delete();
  return { buildS, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function benchOfflineSearch(): Promise<OfflineSearchFigures> {
  const docs = readJsonl<QaDoc>('squad_dev_14articles_docs.jsonl');
  const questions = readJsonl<QaQuestion>('squad_dev_14articles_questions.jsonl');
  const step = Math.max(1, Math.floor(questions.length / QUERIES));
  const queries = questions
    .filter((_, i) => i % step === 0)
    .slice(0, QUERIES)
    .map((q) => q.question);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(docs, queries, run));
  return {
    chunks: CHUNKS,
    queries: queries.length,
    index_build_s: median(runs.map((r) => r.buildS)),
    search_p50_ms: median(runs.map((r) => r.p50)),
    search_p95_ms: median(runs.map((r) => r.p95)),
  };
}

export function printOfflineSearch(f: OfflineSearchFigures): void {
  console.log(
    `Offline search (workers/offline-engine over Dexie/fake-indexeddb, Node), ${f.chunks} chunks, ` +
      `${f.queries} SQuAD questions, medians of ${RUNS} runs`,
  );
  console.log(`index build (first search)   ${f.index_build_s.toFixed(2)} s`);
  console.log(`search p50                   ${f.search_p50_ms.toFixed(2)} ms`);
  console.log(`search p95                   ${f.search_p95_ms.toFixed(2)} ms   (target < 30 ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printOfflineSearch(await benchOfflineSearch());
}
