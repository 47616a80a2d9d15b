// One measured run in a fresh process, so its peak RSS is its own:
//   node --import tsx child.ts raw|pipeline FILE.pdf
// Prints one JSON line: { seconds, peakRssMb, startRssMb (once modules are loaded), pages }.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MemoryIndex } from '../../../server/assistant/memory-index';
import { loadPdfJs, openPdf } from '../../../server/processing/extract/pdf/pdfjs';
import { processFile } from '../../../server/processing/pipeline';

async function rawExtraction(file: string): Promise<number> {
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

async function pipeline(file: string): Promise<number> {
  const { document, chunks, study } = await processFile({
    path: file,
    fileName: path.basename(file),
  });
  const index = new MemoryIndex();
  for (const chunk of chunks) {
    index.add({
      id: String(chunk.index),
      text: chunk.text,
      fileName: 'textbook.pdf',
      page: chunk.page_start ?? 1,
    });
  }
  if (study.key_concepts.length === 0 || index.size !== chunks.length) {
    throw new Error('The pipeline produced no study set or an incomplete index');
  }
  return document.pageCount ?? 0;
}

const [mode, file] = process.argv.slice(2);
if ((mode !== 'raw' && mode !== 'pipeline') || !file) {
  throw new Error('usage: child.ts raw|pipeline FILE.pdf');
}
// Both modes start with pdf.js loaded, so the ratio compares the work, not module loading.
await loadPdfJs();
const startRssMb = process.resourceUsage().maxRSS / 1024;
const started = performance.now();
const pages = mode === 'raw' ? await rawExtraction(file) : await pipeline(file);
const seconds = (performance.now() - started) / 1000;
const peakRssMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, peakRssMb, startRssMb, pages }));
