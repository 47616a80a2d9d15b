import { describe, expect, it } from 'vitest';
import { extractImage } from '../../../../../server/processing/extract/image';
import { readImageSize } from '../../../../../server/processing/extract/image-size';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import type { OcrEngineFactory } from '../../../../../server/processing/extract/ocr';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { failure } from './helpers';

const refusingOcr: OcrEngineFactory = async () => {
  throw new Error('OCR must not start');
};

function pngHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 2;
  return b;
}

function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from('JFIF\0'),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('readImageSize', () => {
  it('reads PNG, JPEG and GIF headers', () => {
    expect(readImageSize(pngHeader(640, 170), 'image/png')).toEqual({ width: 640, height: 170 });
    expect(readImageSize(jpegHeader(3000, 2000), 'image/jpeg')).toEqual({
      width: 3000,
      height: 2000,
    });
    const gif = Buffer.from('GIF89a\x20\x03\x58\x02', 'latin1');
    expect(readImageSize(gif, 'image/gif')).toEqual({ width: 800, height: 600 });
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeNull();
  });
});

describe('extractImage', () => {
  it('refuses an image over the pixel limit from its header alone, before OCR', async () => {
    const path = tempFile('bomb.png', pngHeader(50_000, 50_000));
    const error = await failure(
      extractImage({ path, fileName: 'bomb.png', mime: 'image/png' }, DEFAULT_LIMITS, {
        ocr: refusingOcr,
      }),
    );
    expect(error.code).toBe('too_large');
    expect(error.message).toBe(
      'This image is too large to process (over 40 megapixels). Resize it and upload again.',
    );
    const jpeg = tempFile('bomb.jpg', jpegHeader(65_000, 65_000));
    const jpegError = await failure(
      extractImage({ path: jpeg, fileName: 'bomb.jpg', mime: 'image/jpeg' }, DEFAULT_LIMITS, {
        ocr: refusingOcr,
      }),
    );
    expect(jpegError.code).toBe('too_large');
  });

  it('refuses a header it cannot read as corrupt', async () => {
    const path = tempFile('cut.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]));
    const error = await failure(
      extractImage({ path, fileName: 'cut.jpg', mime: 'image/jpeg' }, DEFAULT_LIMITS, {
        ocr: refusingOcr,
      }),
    );
    expect(error.code).toBe('corrupt');
  });

  it('reads text from an image with the real OCR engine, as page 1', async () => {
    const doc = await extractImage(
      { path: fixturePath('text-image.png'), fileName: 'text-image.png', mime: 'image/png' },
      DEFAULT_LIMITS,
    );
    expect(doc).toEqual({
      kind: 'image',
      segments: [{ text: 'Osmosis moves water across a membrane.', page: 1 }],
      pageCount: 1,
      language: 'en',
    });
  }, 60_000);

  it('says no_text for an image without text', async () => {
    const error = await failure(
      extractImage(
        { path: fixturePath('blank.png'), fileName: 'blank.png', mime: 'image/png' },
        DEFAULT_LIMITS,
      ),
    );
    expect(error.code).toBe('no_text');
  }, 60_000);
});
