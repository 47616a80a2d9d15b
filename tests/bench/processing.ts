// Processing benchmark: a 300-page text PDF through the whole pipeline (extraction, chunks, study
// set, in-memory index) against raw pdf.js text extraction of the same file, each measured in a
// fresh child process (median of 5, the modes taken in turns); OCR seconds per image page; the
// extraction tests' pass rate.
// The pipeline runs as in production: on the compiled processing worker, its PDF pages read by a
// second thread; `one_thread` is the same with both on one thread.
// Run: npx tsx tests/bench/processing.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBench, type CompiledBench } from './processing/compiled';
import { benchOcr } from './processing/ocr';
import { median, run } from './processing/stats';
import { extractionTestPassRate } from './processing/tests-pass-rate';
import { textbookPdf } from './processing/textbook';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const PAGES = 300;
const RUNS = 5;

interface ChildResult {
  seconds: number;
  peakRssMb: number;
  startRssMb: number;
  pages: number;
}

type Mode = 'raw' | 'pipeline' | 'one-thread';

function childArgs(mode: Mode, file: string, compiled: CompiledBench): string[] {
  if (mode === 'raw') return [compiled.child, 'raw', file];
  const pages = mode === 'pipeline' ? [compiled.pdfPages] : [];
  return [compiled.child, 'pipeline', file, compiled.worker, ...pages];
}

/** RUNS runs of each mode, taken in turns so that a noisy spell of the machine hits all. */
async function measure(
  file: string,
  compiled: CompiledBench,
): Promise<Record<Mode, ChildResult[]>> {
  const results: Record<Mode, ChildResult[]> = { raw: [], pipeline: [], 'one-thread': [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const mode of Object.keys(results) as Mode[]) {
      const out = await run(process.execPath, childArgs(mode, file, compiled), repoRoot);
      const last = out.trim().split('\n').at(-1) ?? '';
      results[mode].push(JSON.parse(last) as ChildResult);
    }
  }
  return results;
}

const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchProcessing(): Promise<Record<string, number>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-bench-'));
  const file = path.join(dir, 'textbook.pdf');
  try {
    writeFileSync(file, textbookPdf(PAGES));
    const compiled = await compileBench(repoRoot);
    const { raw, pipeline: full, 'one-thread': oneThread } = await measure(file, compiled);
    const rawSeconds = median(raw.map((r) => r.seconds));
    const seconds = median(full.map((r) => r.seconds));
    const ocr = await benchOcr(RUNS);
    const tests = await extractionTestPassRate(repoRoot);
    return {
      pages: full[0]?.pages ?? 0,
      pipeline_s: round(seconds),
      pages_per_s: round(PAGES / seconds, 1),
      peak_rss_mb: round(median(full.map((r) => r.peakRssMb)), 0),
      rss_before_work_mb: round(median(full.map((r) => r.startRssMb)), 0),
      raw_extraction_s: round(rawSeconds),
      raw_peak_rss_mb: round(median(raw.map((r) => r.peakRssMb)), 0),
      ratio_to_raw: round(seconds / rawSeconds),
      one_thread_s: round(median(oneThread.map((r) => r.seconds))),
      one_thread_ratio: round(median(oneThread.map((r) => r.seconds)) / rawSeconds),
      ocr_startup_s: round(ocr.startupSeconds),
      ocr_small_image_s: round(ocr.smallImageSeconds),
      ocr_a4_page_s: round(ocr.a4PageSeconds),
      ocr_a4_words: ocr.a4Words,
      extract_tests_passed: tests.passed,
      extract_tests_total: tests.total,
      extract_pass_rate: round(tests.total === 0 ? 0 : tests.passed / tests.total, 3),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TARGETS: Record<string, string> = {
  pipeline_s: '< 15',
  peak_rss_mb: '< 400',
  ratio_to_raw: '<= 2',
  extract_pass_rate: '1',
};

export function printProcessingTable(figures: Record<string, number>): void {
  console.log(`Processing (${PAGES}-page text PDF, median of ${RUNS} runs in child processes)`);
  console.log(`${'figure'.padEnd(22)} ${'value'.padStart(10)}  target`);
  for (const [name, value] of Object.entries(figures)) {
    console.log(`${name.padEnd(22)} ${String(value).padStart(10)}  ${TARGETS[name] ?? '-'}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printProcessingTable(await benchProcessing());
}
