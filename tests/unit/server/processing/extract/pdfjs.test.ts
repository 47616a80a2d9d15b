import { describe, expect, it } from 'vitest';
import { loadPdfJs, openPdf } from '../../../../../server/processing/extract/pdf/pdfjs';
import { writePdf } from '../../../../fixtures/lib/pdf-writer';

describe('loadPdfJs', () => {
  it("leaves Node's own built-ins in place of the legacy build's polyfills", async () => {
    const natives = {
      push: Array.prototype.push,
      parse: JSON.parse,
      stringify: JSON.stringify,
      toString: Function.prototype.toString,
    };
    await loadPdfJs();
    const pdf = await openPdf(
      new Uint8Array(writePdf([{ texts: [{ x: 72, y: 700, size: 12, text: 'Hello world' }] }])),
    );
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    await pdf.destroy();
    // The document was read with pdf.js's worker code loaded, and nothing was replaced.
    expect(content.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain(
      'Hello world',
    );
    expect(Array.prototype.push).toBe(natives.push);
    expect(JSON.parse).toBe(natives.parse);
    expect(JSON.stringify).toBe(natives.stringify);
    expect(Function.prototype.toString).toBe(natives.toString);
    expect(Object.getOwnPropertyDescriptor(Array.prototype, 'push')?.enumerable).toBe(false);
  });
});
