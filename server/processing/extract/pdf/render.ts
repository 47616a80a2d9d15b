// Renders PDF pages to PNG for OCR. pdf.js needs a canvas on Node: @napi-rs/canvas, which pdf.js
// itself lists as an optional dependency (prebuilt binaries ship inside the registry packages).
// When it cannot load, createCanvasRenderer returns null and callers report that plainly.
import { createRequire } from 'node:module';
import type { PDFPageProxy } from './pdfjs';

export interface PageRenderer {
  renderPng(page: PDFPageProxy): Promise<Buffer>;
}

interface NodeCanvas {
  toBuffer(mime: 'image/png'): Buffer;
}
interface CanvasModule {
  createCanvas(width: number, height: number): NodeCanvas;
}

/** About 200 dpi: tesseract reads body text reliably; 150 dpi saved only ~7% time here. */
const TARGET_SCALE = 200 / 72;
/** Keeps one rendered page near 12 MP even for poster-sized pages. */
const MAX_RENDER_PIXELS = 12_000_000;

function loadCanvasModule(): CanvasModule | null {
  try {
    return createRequire(import.meta.url)('@napi-rs/canvas') as CanvasModule;
  } catch {
    return null;
  }
}

export function scaleFor(width: number, height: number): number {
  const pixelsAtTarget = width * height * TARGET_SCALE * TARGET_SCALE;
  return pixelsAtTarget <= MAX_RENDER_PIXELS
    ? TARGET_SCALE
    : Math.sqrt(MAX_RENDER_PIXELS / (width * height));
}

export function createCanvasRenderer(): PageRenderer | null {
  const canvasModule = loadCanvasModule();
  if (canvasModule === null) return null;
  return {
    async renderPng(page) {
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: scaleFor(base.width, base.height) });
      const canvas = canvasModule.createCanvas(
        Math.ceil(viewport.width),
        Math.ceil(viewport.height),
      );
      // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements the same 2D API.
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      return canvas.toBuffer('image/png');
    },
  };
}
