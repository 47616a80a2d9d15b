import { describe, expect, it } from 'vitest';
import { layoutPage, type PlacedText } from '../../../../../server/processing/extract/pdf/layout';
import {
  judgeTextLayer,
  needsOcr,
  tally,
} from '../../../../../server/processing/extract/pdf/text-quality';

const run = (
  text: string,
  x: number,
  y: number,
  width = text.length * 5,
  fontSize = 10,
): PlacedText => ({
  text,
  x,
  y,
  width,
  fontSize,
});

describe('layoutPage', () => {
  it('reads the left column before the right one, under a full-width title', () => {
    const items = [
      run('A title that spans both of the columns below it', 50, 700, 500, 16),
      run('right one', 320, 660, 200),
      run('right three', 320, 636, 200),
      run('left three.', 50, 636, 200),
      run('left one', 50, 660, 200),
      run('left two', 50, 648, 200),
      run('right two', 320, 648, 200),
      run('A footer line across the whole page width too', 50, 100, 500),
    ];
    expect(layoutPage(items)).toEqual([
      'A title that spans both of the columns below it',
      'left one left two left three.',
      'right one right two right three',
      'A footer line across the whole page width too',
    ]);
  });

  it('finds the gutter when a centred page number and a wide label cross it', () => {
    const left = ['Loops are traced', 'when their header', 'runs often; the', 'recorder then'];
    const right = ['writes each step', 'into a trace and', 'compiles it.', 'Side exits grow'];
    const items = [
      run('a label across the middle', 200, 720, 160),
      ...left.map((text, i) => run(text, 50, 700 - i * 12, 200)),
      ...right.map((text, i) => run(text, 320, 700 - i * 12, 200)),
      run('5', 298, 600, 6),
    ];
    expect(layoutPage(items)).toEqual([
      'a label across the middle',
      // The left column stops mid-sentence and the right one goes on in lowercase: one paragraph.
      'Loops are traced when their header runs often; the recorder then writes each step into a trace and compiles it. Side exits grow',
      '5',
    ]);
  });

  it('keeps a single column with ragged lines as one flow', () => {
    const items = [
      run('Short line', 50, 700, 60),
      run('a much longer line of text that goes far', 50, 688, 400),
    ];
    expect(layoutPage(items)).toEqual(['Short line a much longer line of text that goes far']);
  });

  it('orders runs on a line by x, joins words broken at line ends and keeps compounds', () => {
    const items = [
      run('world', 110, 700, 30),
      run('Hello', 50, 700, 30),
      run('exam-', 50, 688, 30),
      run('ple of a well-', 50, 676, 60),
      run('known rule', 50, 664, 50),
    ];
    expect(layoutPage(items)).toEqual(['Hello world example of a well-known rule']);
  });

  it('starts a new paragraph at a large gap or a font size change', () => {
    const items = [
      run('Heading', 50, 700, 60, 18),
      run('Body line one', 50, 680, 80),
      run('After gap', 50, 640, 80),
    ];
    expect(layoutPage(items)).toEqual(['Heading', 'Body line one', 'After gap']);
  });
});

describe('text layer tally', () => {
  it('counts code points as a per-character regular expression reading does', () => {
    const reference = (text: string) => {
      const counts = { chars: 0, letters: 0, digits: 0, privateUse: 0 };
      for (const c of text) {
        if (/[\p{Co}\p{Cc}\uFFFD]/u.test(c)) counts.privateUse += 1;
        if (/\s/u.test(c)) continue;
        counts.chars += 1;
        if (/\p{L}/u.test(c)) counts.letters += 1;
        else if (/\p{N}/u.test(c)) counts.digits += 1;
      }
      return counts;
    };
    const texts = [
      'Plain ASCII text, 42 words.\tTabs\nand lines\u0007 bell \u007f.',
      'Accents: café, naïve; Greek αβγ; digits ٣٤ and Ⅻ; spaces\u00a0\u2003here.',
      'Private \ue000\uf8ff, replacement \ufffd, astral 𝒜𝟙 \u{10ffff} and 😀.',
      'Lone surrogates \ud835 and \udc9c, then \ud835\udc9c.',
      '',
    ];
    for (const text of texts) expect(tally(text), text).toEqual(reference(text));
  });
});

describe('judgeTextLayer', () => {
  it('classifies text layers', () => {
    expect(judgeTextLayer('')).toBe('empty');
    expect(judgeTextLayer(' 12 ')).toBe('short');
    expect(judgeTextLayer('Enzymes speed up chemical reactions in cells.')).toBe('good');
    expect(judgeTextLayer('\uE001\uE002\uE003\uE004 abcdefghijklmnopqrstuvwxyz')).toBe('garbage');
    expect(judgeTextLayer('#$%&*+=@~^|<>{}[]!?;: ab')).toBe('garbage');
    expect(judgeTextLayer('\u0001\u0002\u0003\u0004\u0005 ab')).toBe('garbage');
  });

  it('reads a table of contents with dot leaders as text, not garbage', () => {
    const toc = [
      '2.5',
      'Arithmetic Operators',
      ' . '.repeat(22),
      '21',
      '2.6',
      'Floating-Point',
      '.'.repeat(40),
      '23',
    ];
    expect(judgeTextLayer(toc.join(' '))).toBe('good');
  });

  it('OCRs garbage always, short or empty layers only over images', () => {
    expect(needsOcr('garbage', false)).toBe(true);
    expect(needsOcr('short', false)).toBe(false);
    expect(needsOcr('empty', true)).toBe(true);
    expect(needsOcr('good', true)).toBe(false);
  });
});
