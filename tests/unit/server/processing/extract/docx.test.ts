import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../server/processing/extract/messages';
import { extractDocx } from '../../../../../server/processing/extract/docx';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { checkZip } from '../../../../../server/processing/extract/zip-guard';
import { deflatedRun, renamedPartDocxBomb } from '../../../../fixtures/lib/bombs';
import { docxEntries, writeDocx } from '../../../../fixtures/lib/docx';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { writeZip } from '../../../../fixtures/lib/zip-writer';
import { failure } from './helpers';

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
    const zeros = deflatedRun(210);
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
  });

  it('refuses a bomb whose central directory understates the sizes', async () => {
    const zeros = deflatedRun(20);
    const entries = docxEntries([{ text: 'Hello there' }]).map((e) =>
      e.name === 'word/document.xml' ? { ...e, deflated: zeros, claimedSize: 1000 } : e,
    );
    const path = tempFile('liar.docx', writeZip(entries));
    const limits = { ...DEFAULT_LIMITS, maxDecompressedBytes: 10 * 1024 * 1024 };
    const error = await failure(extractDocx({ path, fileName: 'liar.docx' }, limits));
    expect(error.code).toBe('too_large');
  });

  it('refuses a renamed main part that mammoth would follow, whatever its headers claim', async () => {
    const path = tempFile('renamed.docx', renamedPartDocxBomb(1900));
    expect(statSync(path).size).toBeLessThan(3 * 1024 * 1024);
    const error = await failure(extractDocx({ path, fileName: 'renamed.docx' }, DEFAULT_LIMITS));
    expect(error.code).toBe('too_large');
    // Below the archive budget the same part is stopped by the budget of what mammoth reads.
    const small = tempFile('renamed-small.docx', renamedPartDocxBomb(50));
    const read = await failure(extractDocx({ path: small, fileName: 'x.docx' }, DEFAULT_LIMITS));
    expect(read.code).toBe('too_large');
    expect(read.message).toBe(messages.docxTooMuchText);
  }, 20_000);

  it('reads honest documents up to the parsed budget and names the limit above it', async () => {
    const paragraphs = Array.from({ length: 4000 }, (_, i) => ({
      text: `Paragraph ${i} explains how enzymes lower the activation energy of reactions.`,
    }));
    const path = tempFile('long.docx', writeDocx(paragraphs));
    const doc = await extractDocx({ path, fileName: 'long.docx' }, DEFAULT_LIMITS);
    expect(doc.segments).toHaveLength(4000);
    const tight = { ...DEFAULT_LIMITS, maxParsedBytes: 100 * 1024 };
    const error = await failure(extractDocx({ path, fileName: 'long.docx' }, tight));
    expect(error.message).toBe(messages.docxTooMuchText);
  });

  it('refuses an archive of more than 20,000 entries before listing them', async () => {
    const path = tempFile(
      'crowded.docx',
      writeZip([
        ...docxEntries([{ text: 'A crowded archive.' }]),
        ...Array.from({ length: 20_000 }, (_, i) => ({
          name: `word/media/${i}.bin`,
          data: Buffer.from([1]),
          store: true,
        })),
      ]),
    );
    expect(await checkZip(path, DEFAULT_LIMITS.maxDecompressedBytes)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    const error = await failure(extractDocx({ path, fileName: 'crowded.docx' }, DEFAULT_LIMITS));
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
    const verdict = await checkZip(lecture.path, DEFAULT_LIMITS.maxDecompressedBytes);
    expect(verdict.ok && verdict.entries.map((e) => e.name)).toContain('word/document.xml');
  });
});
