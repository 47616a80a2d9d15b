import { crc32, createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractDocx } from '../../../../../server/processing/extract/docx';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { checkZip } from '../../../../../server/processing/extract/zip-guard';
import { docxEntries } from '../../../../fixtures/lib/docx';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { writeZip } from '../../../../fixtures/lib/zip-writer';
import { failure } from './helpers';

/** Deflates `size` zero bytes in 1 MB steps, so the test never holds the inflated data. */
async function deflatedZeros(size: number): Promise<{ bytes: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written));
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { bytes: Buffer.concat(chunks), size, crc };
}

const lecture = { path: fixturePath('lecture.docx'), fileName: 'lecture.docx' };

describe('extractDocx', () => {
  it('keeps one segment per paragraph with its heading path', async () => {
    const doc = await extractDocx(lecture, DEFAULT_LIMITS);
    expect(doc.kind).toBe('docx');
    expect(doc.segments).toContainEqual({
      text: 'The nucleus stores genetic information.',
      headings: ['Cell Biology', 'Organelles'],
    });
    expect(doc.segments).toContainEqual({
      text: 'The cell membrane controls what enters and leaves the cell.',
      headings: ['Cell Biology', 'Membranes'],
    });
    expect(doc.segments.at(-1)).toEqual({
      text: 'Genes are sections of DNA that code for proteins.',
      headings: ['Genetics'],
    });
  });

  it('refuses a zip bomb over the default 200 MB before mammoth opens it', async () => {
    const zeros = await deflatedZeros(210 * 1024 * 1024);
    const entries = docxEntries([{ text: 'Hello there' }]);
    const path = tempFile(
      'bomb.docx',
      writeZip([
        ...entries,
        { name: 'word/media/zeros.bin', data: Buffer.alloc(0), deflated: zeros },
      ]),
    );
    const error = await failure(extractDocx({ path, fileName: 'bomb.docx' }, DEFAULT_LIMITS));
    expect(error.code).toBe('too_large');
  }, 30_000);

  it('refuses a bomb whose central directory understates the sizes', async () => {
    const zeros = await deflatedZeros(20 * 1024 * 1024);
    const entries = docxEntries([{ text: 'Hello there' }]).map((e) =>
      e.name === 'word/document.xml' ? { ...e, deflated: zeros, claimedSize: 1000 } : e,
    );
    const path = tempFile('liar.docx', writeZip(entries));
    const limits = { ...DEFAULT_LIMITS, maxDecompressedBytes: 10 * 1024 * 1024 };
    const error = await failure(extractDocx({ path, fileName: 'liar.docx' }, limits));
    expect(error.code).toBe('too_large');
  });

  it('refuses a ZIP that is not a Word document, and a broken one', async () => {
    const other = tempFile(
      'other.docx',
      writeZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]),
    );
    expect(
      (await failure(extractDocx({ path: other, fileName: 'other.docx' }, DEFAULT_LIMITS))).code,
    ).toBe('unsupported');
    const broken = tempFile('broken.docx', Buffer.from('PK\x03\x04 not really a zip'));
    expect(
      (await failure(extractDocx({ path: broken, fileName: 'broken.docx' }, DEFAULT_LIMITS))).code,
    ).toBe('corrupt');
  });

  it('says no_text for a document without words', async () => {
    const path = tempFile('empty.docx', writeZip(docxEntries([{ text: '12 34' }, { text: '--' }])));
    expect(
      (await failure(extractDocx({ path, fileName: 'empty.docx' }, DEFAULT_LIMITS))).code,
    ).toBe('no_text');
  });
});

describe('checkZip', () => {
  it('passes an ordinary document and lists its entries', async () => {
    const verdict = await checkZip(lecture.path, DEFAULT_LIMITS.maxDecompressedBytes, () => true);
    expect(verdict.ok && verdict.entries.map((e) => e.name)).toContain('word/document.xml');
  });
});
