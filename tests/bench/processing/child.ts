// One measured run in a fresh plain-node process, so its peak RSS is its own. The bench compiles
// this file (see ./compiled.ts) and runs it as production runs a job, in a worker thread:
//   node dist-server/bench-processing-child.mjs raw|raw-loader FILE.pdf
//   node dist-server/bench-processing-child.mjs pipeline FILE.pdf WORKER.mjs [PAGES.mjs]
// `pipeline` processes the file on the compiled processing worker through runInThread (with the
// PDF page thread when PAGES.mjs is given, as the server runs it): its time and CPU end when the
// worker's outcome (chunks and study set) arrives, as the server's job does. The chunks are then
// indexed in memory as the CLI's search does (the server analyses passages when asked, not
// while processing): that is timed on its own. `raw` is pdf.js text extraction alone, in a worker
// thread on this same file with the same document options, pdf.js as its package ships it (the
// legacy build replaces Array.prototype.push and JSON's functions with core-js polyfills on
// Node 20); `raw-loader` is the same through Mnemo's loader, which puts Node's own built-ins back
// (server/processing/extract/pdf/pdfjs.ts). Both times include starting the thread and loading
// its modules, as every job does.
// `pipeline` sets the V8 flags the server sets for its job threads (PROCESSING_V8_FLAGS, by
// default server/jobs/v8-tiering.ts's); `raw` runs at V8's defaults, as plain `node` does.
// Prints one JSON line: { seconds, cpuSeconds (every thread of the process), peakRssMb (at the
// end, index included), startRssMb (before the work), pages, words, indexSeconds,
// indexCpuSeconds }.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  runInThread,
  WORKER_RESOURCE_LIMITS,
  type WorkerScripts,
} from '../../../server/jobs/run-in-thread';
import { processRequest } from '../../helpers/process-request';
import { loadConfig } from '../../../server/config';
import { tuneV8ForJobs } from '../../../server/jobs/v8-tiering';
import type { PDFDocumentProxy } from '../../../server/processing/extract/pdf/pdfjs';

async function rawExtraction(file: string, loader: boolean): Promise<number> {
  const { documentParams, openPdf } = await import('../../../server/processing/extract/pdf/pdfjs');
  const data = new Uint8Array(await readFile(file));
  let pdf: PDFDocumentProxy;
  if (loader) pdf = await openPdf(data);
  else {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    pdf = await pdfjs.getDocument(documentParams(pdfjs, data)).promise;
  }
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const page = await pdf.getPage(i);
    await page.getTextContent();
    page.cleanup();
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}

function rawInWorker(file: string, loader: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { file, loader },
      resourceLimits: WORKER_RESOURCE_LIMITS,
      execArgv: [],
    });
    worker.once('message', (pages: number) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface Measured {
  pages: number;
  /** Words of the chunks the pipeline made (0 for raw extraction). */
  words: number;
  /** Building the in-memory search index of the chunks, after processing (pipeline only). */
  indexSeconds: number;
  indexCpuSeconds: number;
}

interface Clock {
  started: number;
  cpu: NodeJS.CpuUsage;
}

const elapsed = (clock: Clock) => {
  const { user, system } = process.cpuUsage(clock.cpu);
  return { seconds: (performance.now() - clock.started) / 1000, cpuSeconds: (user + system) / 1e6 };
};

async function pipeline(
  file: string,
  scripts: WorkerScripts,
  stop: () => void,
): Promise<Omit<Measured, 'words'> & { chunks: { text: string }[] }> {
  const { MemoryIndex } = await import('../../../engine/assistant/memory-index');
  // The server's V8 flags for its job threads, PROCESSING_V8_FLAGS as the server reads it.
  tuneV8ForJobs(loadConfig(process.env).processingV8Flags ?? undefined);
  const outcome = await runInThread(
    processRequest(file),
    120_000,
    { onExtracted: () => undefined },
    scripts,
  );
  stop();
  if (!outcome.ok) throw new Error(`processing failed: ${outcome.message}`);
  const clock = { started: performance.now(), cpu: process.cpuUsage() };
  const index = new MemoryIndex();
  for (const chunk of outcome.chunks) {
    index.add({
      id: String(chunk.index),
      text: chunk.text,
      fileName: path.basename(file),
      page: chunk.page_start ?? 1,
    });
  }
  const indexed = elapsed(clock);
  if (outcome.study.key_concepts.length === 0 || index.size !== outcome.chunks.length) {
    throw new Error('The pipeline produced no study set or an incomplete index');
  }
  return {
    pages: outcome.pageCount ?? 0,
    chunks: outcome.chunks,
    indexSeconds: indexed.seconds,
    indexCpuSeconds: indexed.cpuSeconds,
  };
}

async function main(): Promise<void> {
  const [mode, file, worker, pageThread] = process.argv.slice(2);
  const raw = mode === 'raw' || mode === 'raw-loader';
  if (!file || !(raw || (mode === 'pipeline' && worker))) {
    throw new Error(
      'usage: child.mjs raw|raw-loader FILE.pdf | child.mjs pipeline FILE.pdf WORKER.mjs [PAGES.mjs]',
    );
  }
  if (mode === 'pipeline') await import('../../../engine/assistant/memory-index');
  const startRssMb = process.resourceUsage().maxRSS / 1024;
  const clock = { started: performance.now(), cpu: process.cpuUsage() };
  let measured = { seconds: 0, cpuSeconds: 0 };
  const stop = () => {
    measured = elapsed(clock);
  };
  let result: Measured;
  if (raw) {
    const pages = await rawInWorker(file, mode === 'raw-loader');
    stop();
    result = { pages, words: 0, indexSeconds: 0, indexCpuSeconds: 0 };
  } else {
    const scripts = {
      processing: pathToFileURL(worker ?? ''),
      pdfPages: pageThread ? pathToFileURL(pageThread) : null,
    };
    const { chunks, ...rest } = await pipeline(file, scripts, stop);
    let words = 0;
    for (const chunk of chunks) words += chunk.text.split(/\s+/).filter(Boolean).length;
    result = { ...rest, words };
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ...measured, peakRssMb, startRssMb, ...result }));
}

if (isMainThread) await main();
else {
  const { file, loader } = workerData as { file: string; loader: boolean };
  parentPort?.postMessage(await rawExtraction(file, loader));
}
