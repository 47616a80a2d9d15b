import { describe, expect, it } from 'vitest';
import { extractDoc } from '../../../../../server/processing/extract/doc';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { splitParagraphs } from '../../../../../server/processing/extract/paragraphs';
import { extractText } from '../../../../../server/processing/extract/text';
import { fixturePath, tempFile } from '../../../../fixtures/lib/paths';
import { failure } from './helpers';

const input = (name: string) => ({ path: fixturePath(name), fileName: name });

describe('extractText', () => {
  it.each([
    ['notes-utf8.txt', 'Mitochondria are the powerhouse of the cell — café.'],
    ['notes-utf16le.txt', 'Mitochondria are the powerhouse of the cell.'],
    ['notes-utf16be.txt', 'Mitochondria are the powerhouse of the cell.'],
    ['notes-latin1.txt', 'Mitochondria are the powerhouse of the cell, café.'],
  ])('decodes %s into paragraphs without pages', async (name, first) => {
    const doc = await extractText(input(name), DEFAULT_LIMITS);
    expect(doc.kind).toBe('text');
    expect(doc.segments).toEqual([
      { text: first },
      { text: 'Ribosomes build proteins from amino acids.' },
    ]);
  });

  it('says no_text for text without words', async () => {
    const error = await failure(extractText(input('no-words.txt'), DEFAULT_LIMITS));
    expect(error.code).toBe('no_text');
    expect(error.message).toBe('No readable text was found in this file.');
  });

  it('says empty for a zero-byte file', async () => {
    const path = tempFile('empty.txt', '');
    expect((await failure(extractText({ path, fileName: 'empty.txt' }, DEFAULT_LIMITS))).code).toBe(
      'empty',
    );
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines, joins wrapped lines and hyphenated words', () => {
    expect(
      splitParagraphs('One line\nwraps here and hy-\nphenates.\r\n\r\n  Second.  \n\n\n'),
    ).toEqual(['One line wraps here and hyphenates.', 'Second.']);
  });
});

describe('extractDoc', () => {
  it('reads a Word 97 document paragraph by paragraph', async () => {
    const doc = await extractDoc(input('lecture.doc'), DEFAULT_LIMITS);
    expect(doc.kind).toBe('doc');
    expect(doc.segments[0]).toEqual({ text: 'Cell Biology' });
    expect(doc.segments).toContainEqual({ text: 'The nucleus stores genetic information.' });
  });

  it('refuses a broken OLE2 file as corrupt', async () => {
    const header = Buffer.alloc(600);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    const path = tempFile('broken.doc', header);
    expect((await failure(extractDoc({ path, fileName: 'broken.doc' }, DEFAULT_LIMITS))).code).toBe(
      'corrupt',
    );
  });
});
