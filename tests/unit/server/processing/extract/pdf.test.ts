import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../../../../server/processing/extract/pdf/index';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import type { OcrEngineFactory } from '../../../../../server/processing/extract/ocr';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { writePdf } from '../../../../fixtures/lib/pdf-writer';
import { failure } from './helpers';

const input = (name: string) => ({ path: fixturePath(name), fileName: name });

const countingOcr = (text: string) => {
  const calls = { created: 0, recognized: 0, terminated: 0 };
  const factory: OcrEngineFactory = async () => {
    calls.created++;
    return {
      recognize: async () => {
        calls.recognized++;
        return text;
      },
      terminate: async () => {
        calls.terminated++;
      },
    };
  };
  return { factory, calls };
};

describe('extractPdf', () => {
  it('keeps page numbers, joins hyphenated breaks and reads two columns in order', async () => {
    const ocr = countingOcr('unused');
    const doc = await extractPdf(input('lecture.pdf'), DEFAULT_LIMITS, { ocr: ocr.factory });
    expect(doc.kind).toBe('pdf');
    expect(doc.pageCount).toBe(3);
    expect(doc.segments[0]).toEqual({ text: 'Photosynthesis', page: 1 });
    expect(doc.segments[1]?.text).toContain('convert light energy into chemical energy');
    const page2 = doc.segments.filter((s) => s.page === 2).map((s) => s.text);
    expect(page2).toEqual([
      'Two stages of photosynthesis in the chloroplast of a plant cell',
      expect.stringMatching(/^LEFT COLUMN START The Calvin cycle .* LEFT COLUMN END$/),
      expect.stringMatching(/^RIGHT COLUMN START Chlorophyll .* RIGHT COLUMN END$/),
    ]);
    expect(doc.segments.at(-1)).toMatchObject({ page: 3 });
    expect(ocr.calls.created).toBe(0);
  });

  it('refuses a truncated PDF as corrupt', async () => {
    const error = await failure(extractPdf(input('truncated.pdf'), DEFAULT_LIMITS));
    expect(error.code).toBe('corrupt');
    expect(error.message).toBe(
      'This PDF is damaged or incomplete and could not be read. Try exporting it again and re-uploading.',
    );
  });

  it('refuses garbage bytes as corrupt', async () => {
    const error = await failure(extractPdf(input('garbage.pdf'), DEFAULT_LIMITS));
    expect(error.code).toBe('corrupt');
  });

  it('refuses a password-protected PDF', async () => {
    const error = await failure(extractPdf(input('encrypted.pdf'), DEFAULT_LIMITS));
    expect(error.code).toBe('encrypted');
    expect(error.message).toBe(
      'This PDF is password-protected. Remove the password and upload it again.',
    );
  });

  it('refuses more pages than the limit, naming it', async () => {
    const error = await failure(
      extractPdf(input('lecture.pdf'), { ...DEFAULT_LIMITS, maxPages: 2 }),
    );
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toContain('more than 2 pages');
  });

  it('OCRs a scanned page with one worker that is terminated', async () => {
    const ocr = countingOcr('Osmosis moves water\nacross a mem-\nbrane.\n\nSecond paragraph.');
    const doc = await extractPdf(input('scanned.pdf'), DEFAULT_LIMITS, { ocr: ocr.factory });
    expect(doc.segments).toEqual([
      { text: 'Osmosis moves water across a membrane.', page: 1 },
      { text: 'Second paragraph.', page: 1 },
    ]);
    expect(ocr.calls).toEqual({ created: 1, recognized: 1, terminated: 1 });
  });

  it('says so when scanned pages cannot be rendered', async () => {
    const error = await failure(
      extractPdf(input('scanned.pdf'), DEFAULT_LIMITS, { renderer: null }),
    );
    expect(error.code).toBe('ocr_unavailable');
  });

  it('says no_text for a PDF of blank pages, without starting OCR', async () => {
    const ocr = countingOcr('');
    const path = tempFile('blank.pdf', writePdf([{}, {}]));
    const error = await failure(
      extractPdf({ path, fileName: 'blank.pdf' }, DEFAULT_LIMITS, { ocr: ocr.factory }),
    );
    expect(error.code).toBe('no_text');
    expect(ocr.calls.created).toBe(0);
  });

  it('re-reads a page whose text layer is symbol garbage', async () => {
    const ocr = countingOcr('Real words from the picture of the page.');
    const garbage = Array.from({ length: 6 }, (_, i) => ({
      x: 72,
      y: 700 - i * 14,
      text: '#$%& *+=@ ~^|<> {}[] !?;:',
    }));
    const path = tempFile('glyphs.pdf', writePdf([{ texts: garbage }]));
    const doc = await extractPdf({ path, fileName: 'glyphs.pdf' }, DEFAULT_LIMITS, {
      ocr: ocr.factory,
    });
    expect(doc.segments).toEqual([{ text: 'Real words from the picture of the page.', page: 1 }]);
  });

  it('reads a scanned page with the real OCR engine', async () => {
    const doc = await extractPdf(input('scanned.pdf'), DEFAULT_LIMITS);
    expect(doc.segments.map((s) => s.text).join(' ')).toMatch(
      /Osmosis moves water\s+across a membrane/,
    );
    expect(doc.segments[0]?.page).toBe(1);
  }, 60_000);

  it('is fast on text PDFs', async () => {
    const page = {
      texts: Array.from({ length: 40 }, (_, i) => ({
        x: 72,
        y: 750 - i * 16,
        text: `Line ${i} of a page about enzymes and substrates.`,
      })),
    };
    const path = tempFile('long.pdf', writePdf(Array.from({ length: 100 }, () => page)));
    const started = performance.now();
    const doc = await extractPdf({ path, fileName: 'long.pdf' }, DEFAULT_LIMITS);
    const seconds = (performance.now() - started) / 1000;
    expect(doc.pageCount).toBe(100);
    expect(readFileSync(path).length).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(20);
  });
});
