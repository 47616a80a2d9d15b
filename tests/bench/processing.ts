// Processing benchmark: each document (./processing/documents.ts: the generated textbook, a
// long-lines PDF of real prose, the real books of ../shared/data/textbook) through the whole
// pipeline (extraction, chunks, study set: what the server's job does) against raw pdf.js text
// extraction of the same file; building an in-memory search index of the chunks afterwards (as
// the CLI does) is timed on its own, each run in a fresh child process (median of 5, the modes taken in turns so a
// noisy spell of the machine hits all); OCR seconds per image page; the extraction tests' pass rate.
// The pipeline runs as in production: on the compiled processing worker, its PDF pages read by a
// second thread; `one_thread` (generated textbook only) is the same with both on one thread.
// The real books and the long-lines PDF are also uploaded to a running server (./processing/
// server-path.ts; BENCH_SERVER=0 skips it, BENCH_PIPELINE=0 runs only that).
// Run: npx tsx tests/bench/processing.ts   (BENCH_RUNS=3 for fewer runs, BENCH_PDFS=a.pdf,b.pdf,
// BENCH_DOCS=thinkjava2,lines for only those documents, without OCR and the tests' pass rate)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBench, type CompiledBench } from './processing/compiled';
import { benchDocuments, type BenchDocument } from './processing/documents';
import { benchOcr } from './processing/ocr';
import { benchServerPath, type ServerPathFigures } from './processing/server-path';
import { median, run } from './processing/stats';
import { extractionTestPassRate } from './processing/tests-pass-rate';
import { JOB_V8_FLAGS } from '../../server/jobs/v8-tiering';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const dataDir = path.resolve(repoRoot, '..', 'shared', 'data');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The documents also measured through a running server. */
const SERVER_DOCS = ['thinkjava2', 'joined540', 'lines'];

interface ChildResult {
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  startRssMb: number;
  pages: number;
  words: number;
  indexSeconds: number;
}

type Mode = 'raw' | 'raw-loader' | 'pipeline' | 'one-thread';

function childArgs(mode: Mode, file: string, compiled: CompiledBench): string[] {
  if (mode === 'raw' || mode === 'raw-loader') return [compiled.child, mode, file];
  const pages = mode === 'pipeline' ? [compiled.pdfPages] : [];
  return [compiled.child, 'pipeline', file, compiled.worker, ...pages];
}

async function measure(
  file: string,
  modes: readonly Mode[],
  compiled: CompiledBench,
): Promise<Partial<Record<Mode, ChildResult[]>>> {
  const results: Partial<Record<Mode, ChildResult[]>> = {};
  for (let i = 0; i < RUNS; i += 1) {
    for (const mode of modes) {
      const out = await run(process.execPath, childArgs(mode, file, compiled), repoRoot);
      const last = out.trim().split('\n').at(-1) ?? '';
      (results[mode] ??= []).push(JSON.parse(last) as ChildResult);
    }
  }
  return results;
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

export interface DocumentFigures {
  name: string;
  about: string;
  pages: number;
  words: number;
  raw_s: number;
  pipeline_s: number;
  ratio_to_raw: number;
  /** CPU seconds of every thread, pipeline over raw: the ratio a busy machine tends to. */
  cpu_ratio: number;
  /** Each run's pipeline time over the raw time of the same turn, the highest. */
  worst_turn_ratio: number;
  peak_rss_mb: number;
  raw_peak_rss_mb: number;
  /** Indexing the chunks in memory after processing (not part of the ratio). */
  index_s: number;
  /**
   * Against pdf.js through Mnemo's loader, which puts back the built-ins pdf.js's legacy build
   * replaces (so pdf.js itself runs faster than as shipped): wall and CPU ratios.
   */
  loader_raw_s: number;
  ratio_to_loader: number;
  cpu_ratio_to_loader: number;
  /** Pipeline seconds beyond raw extraction per 100,000 words: flat when cost is linear. */
  extra_s_per_100k_words: number;
  one_thread_s?: number;
  one_thread_ratio?: number;
}

async function benchDocument(
  doc: BenchDocument,
  compiled: CompiledBench,
): Promise<DocumentFigures> {
  const modes: Mode[] =
    doc.name === 'textbook'
      ? ['raw', 'raw-loader', 'pipeline', 'one-thread']
      : ['raw', 'raw-loader', 'pipeline'];
  const results = await measure(doc.file, modes, compiled);
  const raw = results.raw ?? [];
  const loader = results['raw-loader'] ?? [];
  const full = results.pipeline ?? [];
  const rawSeconds = median(raw.map((r) => r.seconds));
  const seconds = median(full.map((r) => r.seconds));
  const words = full[0]?.words ?? 0;
  const figures: DocumentFigures = {
    name: doc.name,
    about: doc.about,
    pages: full[0]?.pages ?? 0,
    words,
    raw_s: round(rawSeconds),
    pipeline_s: round(seconds),
    ratio_to_raw: round(seconds / rawSeconds),
    cpu_ratio: round(median(full.map((r) => r.cpuSeconds)) / median(raw.map((r) => r.cpuSeconds))),
    worst_turn_ratio: round(Math.max(...full.map((r, i) => r.seconds / (raw[i]?.seconds ?? 1)))),
    peak_rss_mb: round(median(full.map((r) => r.peakRssMb)), 0),
    raw_peak_rss_mb: round(median(raw.map((r) => r.peakRssMb)), 0),
    loader_raw_s: round(median(loader.map((r) => r.seconds))),
    ratio_to_loader: round(seconds / median(loader.map((r) => r.seconds))),
    cpu_ratio_to_loader: round(
      median(full.map((r) => r.cpuSeconds)) / median(loader.map((r) => r.cpuSeconds)),
    ),
    index_s: round(median(full.map((r) => r.indexSeconds))),
    extra_s_per_100k_words: round(((seconds - rawSeconds) * 100_000) / Math.max(1, words)),
  };
  const oneThread = results['one-thread'];
  if (oneThread) {
    figures.one_thread_s = round(median(oneThread.map((r) => r.seconds)));
    figures.one_thread_ratio = round((figures.one_thread_s ?? 0) / rawSeconds);
  }
  return figures;
}

export interface ProcessingFigures {
  documents: DocumentFigures[];
  /** The real books and the long-lines PDF uploaded to a running server (BENCH_SERVER=0: none). */
  server: ServerPathFigures[];
  other: Record<string, number>;
}

export async function benchProcessing(): Promise<ProcessingFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-bench-'));
  try {
    const only = (process.env.BENCH_DOCS ?? '').split(',').filter(Boolean);
    const docs = (await benchDocuments(dir, dataDir)).filter(
      (doc) => only.length === 0 || only.includes(doc.name),
    );
    const compiled = await compileBench(repoRoot);
    const documents: DocumentFigures[] = [];
    // BENCH_PIPELINE=0: only the uploads to a running server.
    if (process.env.BENCH_PIPELINE !== '0')
      for (const doc of docs) documents.push(await benchDocument(doc, compiled));
    const server =
      process.env.BENCH_SERVER === '0'
        ? []
        : await benchServerPath(
            docs.filter((doc) => SERVER_DOCS.includes(doc.name)),
            compiled,
            repoRoot,
            RUNS,
          );
    if (only.length > 0) return { documents, server, other: {} };
    const ocr = await benchOcr(RUNS);
    const tests = await extractionTestPassRate(repoRoot);
    return {
      documents,
      server,
      other: {
        ocr_startup_s: round(ocr.startupSeconds),
        ocr_small_image_s: round(ocr.smallImageSeconds),
        ocr_a4_page_s: round(ocr.a4PageSeconds),
        ocr_a4_words: ocr.a4Words,
        extract_tests_passed: tests.passed,
        extract_tests_total: tests.total,
        extract_pass_rate: round(tests.total === 0 ? 0 : tests.passed / tests.total, 3),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const COLUMNS: [keyof DocumentFigures, string, string][] = [
  ['pages', 'pages', ''],
  ['words', 'words', ''],
  ['raw_s', 'raw s', ''],
  ['pipeline_s', 'pipeline s', ''],
  ['ratio_to_raw', 'ratio', '<= 2'],
  ['worst_turn_ratio', 'worst turn', ''],
  ['cpu_ratio', 'cpu ratio', ''],
  ['peak_rss_mb', 'peak MB', '<= 400'],
  ['raw_peak_rss_mb', 'raw MB', ''],
  ['loader_raw_s', 'raw* s', ''],
  ['ratio_to_loader', 'ratio*', ''],
  ['cpu_ratio_to_loader', 'cpu ratio*', ''],
  ['index_s', 'then index s', ''],
  ['extra_s_per_100k_words', 'extra s/100k w', 'flat'],
  ['one_thread_ratio', '1-thread ratio', ''],
];

export function printProcessingTable(figures: ProcessingFigures): void {
  console.log(`Processing: median of ${RUNS} runs per mode in fresh child processes, same run`);
  const v8Flags = process.env.PROCESSING_V8_FLAGS || JOB_V8_FLAGS.join(' ');
  console.log(
    `V8 flags of the pipeline runs and of the server's job threads: ${v8Flags}; raw pdf.js at V8's defaults`,
  );
  const header = ['document'.padEnd(12), ...COLUMNS.map(([, label]) => label.padStart(14))];
  console.log(header.join(' '));
  console.log(['target'.padEnd(12), ...COLUMNS.map(([, , t]) => t.padStart(14))].join(' '));
  for (const doc of figures.documents) {
    const cells = COLUMNS.map(([key]) => String(doc[key] ?? '-').padStart(14));
    console.log([doc.name.padEnd(12), ...cells].join(' '));
  }
  console.log(
    "  raw: pdf.js as its package ships it; raw*: pdf.js through Mnemo's loader (Node's own built-ins put back)",
  );
  for (const doc of figures.documents) console.log(`  ${doc.name}: ${doc.about}`);
  const lines = figures.documents.find((d) => d.name === 'lines');
  const half = figures.documents.find((d) => d.name === 'lines_half');
  if (lines && half && half.words > 0 && lines.words > 0) {
    const perWord = (d: DocumentFigures) => d.pipeline_s / d.words;
    console.log(
      `linearity: pipeline seconds per word, ${lines.words} vs ${half.words} words: ${round(perWord(lines) / perWord(half))}× (1 = linear)`,
    );
  }
  if (figures.server.length > 0) {
    console.log(
      'Through a running server (fresh compiled server per upload, SQLite; upload answered -> "processed"), raw pdf.js extraction in turn, medians:',
    );
    console.log(
      'document       raw s   server s   ratio (<= 2)   server peak MB (<= 400)   CPU ratio',
    );
    for (const row of figures.server) {
      console.log(
        `${row.name.padEnd(12)} ${String(row.raw_s).padStart(7)} ${String(row.server_s).padStart(10)} ${String(row.ratio_to_raw).padStart(14)} ${String(row.server_peak_rss_mb).padStart(25)} ${String(row.cpu_ratio_to_raw).padStart(11)}`,
      );
      if (row.baseline_s !== undefined)
        console.log(
          `${'  baseline'.padEnd(12)} ${''.padStart(7)} ${String(row.baseline_s).padStart(10)} ${String(row.baseline_ratio_to_raw).padStart(14)} ${String(row.baseline_peak_rss_mb).padStart(25)} ${String(row.baseline_cpu_ratio_to_raw).padStart(11)}`,
        );
    }
  }
  for (const [name, value] of Object.entries(figures.other)) {
    console.log(`${name.padEnd(22)} ${String(value).padStart(10)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printProcessingTable(await benchProcessing());
}
