// OCR seconds per image page: the small fixture image and one A4 page rendered at the same
// resolution the scanned-PDF path uses. Engine start-up is reported apart from recognition.
import { readFile } from 'node:fs/promises';
import { createTesseractEngine } from '../../../server/processing/extract/ocr';
import { openPdf } from '../../../server/processing/extract/pdf/pdfjs';
import { createCanvasRenderer } from '../../../server/processing/extract/pdf/render';
import { fixturePath } from '../../fixtures/lib/paths';
import { median } from './stats';
import { a4Pdf } from './textbook';

async function renderA4(): Promise<Buffer | null> {
  const renderer = createCanvasRenderer();
  if (!renderer) return null;
  const pdf = await openPdf(new Uint8Array(a4Pdf()));
  try {
    return await renderer.renderPng(await pdf.getPage(1));
  } finally {
    await pdf.destroy();
  }
}

export interface OcrFigures {
  startupSeconds: number;
  smallImageSeconds: number;
  /** NaN when no canvas is available to render the page. */
  a4PageSeconds: number;
  a4Words: number;
}

export async function benchOcr(runs = 3): Promise<OcrFigures> {
  const small = await readFile(fixturePath('text-image.png'));
  const a4 = await renderA4();
  const started = performance.now();
  const engine = await createTesseractEngine();
  const startupSeconds = (performance.now() - started) / 1000;
  const time = async (image: Buffer): Promise<{ seconds: number; text: string }> => {
    const t = performance.now();
    const text = await engine.recognize(image);
    return { seconds: (performance.now() - t) / 1000, text };
  };
  try {
    const smallRuns: number[] = [];
    for (let i = 0; i < runs; i += 1) smallRuns.push((await time(small)).seconds);
    const a4Runs: number[] = [];
    let a4Words = 0;
    for (let i = 0; a4 && i < runs; i += 1) {
      const { seconds, text } = await time(a4);
      a4Runs.push(seconds);
      a4Words = text.split(/\s+/).filter(Boolean).length;
    }
    return {
      startupSeconds,
      smallImageSeconds: median(smallRuns),
      a4PageSeconds: a4 ? median(a4Runs) : Number.NaN,
      a4Words,
    };
  } finally {
    await engine.terminate();
  }
}
