import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFile } from '../../../../../server/processing/extract/index';
import type { OcrEngineFactory } from '../../../../../server/processing/extract/ocr';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { failure } from './helpers';

const fakeOcr: OcrEngineFactory = async () => ({
  recognize: async () => 'Text read from the picture.',
  terminate: async () => undefined,
});

describe('extractFile', () => {
  it('says empty for a zero-byte file', async () => {
    const path = tempFile('notes.pdf', '');
    const error = await failure(extractFile({ path, fileName: 'notes.pdf' }));
    expect(error.code).toBe('empty');
    expect(error.message).toBe('This file is empty.');
  });

  it('processes a PNG named .pdf as an image', async () => {
    const path = tempFile('scan.pdf', readFileSync(fixturePath('text-image.png')));
    const { sniffed, document } = await extractFile(
      { path, fileName: 'scan.pdf' },
      {},
      { ocr: fakeOcr },
    );
    expect(sniffed.kind).toBe('image');
    expect(document.kind).toBe('image');
    expect(document.segments).toEqual([{ text: 'Text read from the picture.', page: 1 }]);
  });

  it('refuses garbage named .pdf as unsupported', async () => {
    const error = await failure(
      extractFile({ path: fixturePath('garbage.pdf'), fileName: 'garbage.pdf' }),
    );
    expect(error.code).toBe('unsupported');
  });

  it('processes a PDF named .txt as a PDF', async () => {
    const path = tempFile('notes.txt', readFileSync(fixturePath('lecture.pdf')));
    const { document } = await extractFile({ path, fileName: 'notes.txt' });
    expect(document.kind).toBe('pdf');
    expect(document.pageCount).toBe(3);
  });

  it('reads a subtitle file on its own as timed text', async () => {
    const { document } = await extractFile({
      path: fixturePath('lecture.vtt'),
      fileName: 'lecture.vtt',
    });
    expect(document.kind).toBe('text');
    expect(document.segments[1]).toEqual({
      text: 'Evaporation turns liquid water into vapour.',
      start: 3,
      end: 5.25,
    });
  });

  it('passes limits through to the extractors', async () => {
    const error = await failure(
      extractFile({ path: fixturePath('lecture.pdf'), fileName: 'a.pdf' }, { maxPages: 1 }),
    );
    expect(error.code).toBe('too_many_pages');
  });
});
