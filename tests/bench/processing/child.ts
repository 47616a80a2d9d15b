// One measured run in a fresh plain-node process, so its peak RSS is its own. The bench compiles
// this file (see ./compiled.ts) and runs it as production runs a job, in a worker thread:
//   node dist-server/bench-processing-child.mjs raw FILE.pdf
//   node dist-server/bench-processing-child.mjs pipeline FILE.pdf WORKER.mjs [PAGES.mjs]
// `pipeline` processes the file on the compiled processing worker through runInThread (with the
// PDF page thread when PAGES.mjs is given, as the server runs it), then indexes the chunks as the
// server does. `raw` is pdf.js text extraction alone, in a worker thread
// on this same file with the same limits. Both times include starting the thread and loading its
// modules, as every job does.
// Prints one JSON line: { seconds, cpuSeconds (every thread of the process), peakRssMb,
// startRssMb (before the work), pages, words }.
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

async function rawExtraction(file: string): Promise<number> {
  const { openPdf } = await import('../../../server/processing/extract/pdf/pdfjs');
  const pdf = await openPdf(new Uint8Array(await readFile(file)));
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const page = await pdf.getPage(i);
    await page.getTextContent();
    page.cleanup();
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return pages;
}

function rawInWorker(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: file,
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
}

async function pipeline(file: string, scripts: WorkerScripts): Promise<Measured> {
  const { MemoryIndex } = await import('../../../engine/assistant/memory-index');
  const outcome = await runInThread(
    processRequest(file),
    120_000,
    { onExtracted: () => undefined },
    scripts,
  );
  if (!outcome.ok) throw new Error(`processing failed: ${outcome.message}`);
  const index = new MemoryIndex();
  for (const chunk of outcome.chunks) {
    index.add({
      id: String(chunk.index),
      text: chunk.text,
      fileName: path.basename(file),
      page: chunk.page_start ?? 1,
    });
  }
  if (outcome.study.key_concepts.length === 0 || index.size !== outcome.chunks.length) {
    throw new Error('The pipeline produced no study set or an incomplete index');
  }
  let words = 0;
  for (const chunk of outcome.chunks) words += chunk.text.split(/\s+/).filter(Boolean).length;
  return { pages: outcome.pageCount ?? 0, words };
}

async function main(): Promise<void> {
  const [mode, file, worker, pageThread] = process.argv.slice(2);
  if (!file || !(mode === 'raw' || (mode === 'pipeline' && worker))) {
    throw new Error(
      'usage: child.mjs raw FILE.pdf | child.mjs pipeline FILE.pdf WORKER.mjs [PAGES.mjs]',
    );
  }
  if (mode === 'pipeline') await import('../../../engine/assistant/memory-index');
  const startRssMb = process.resourceUsage().maxRSS / 1024;
  const startCpu = process.cpuUsage();
  const started = performance.now();
  const { pages, words } =
    mode === 'raw'
      ? { pages: await rawInWorker(file), words: 0 }
      : await pipeline(file, {
          processing: pathToFileURL(worker ?? ''),
          pdfPages: pageThread ? pathToFileURL(pageThread) : null,
        });
  const seconds = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(startCpu);
  const cpuSeconds = (user + system) / 1e6;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ seconds, cpuSeconds, peakRssMb, startRssMb, pages, words }));
}

if (isMainThread) await main();
else parentPort?.postMessage(await rawExtraction(String(workerData)));
