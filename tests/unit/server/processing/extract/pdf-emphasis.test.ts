import { describe, expect, it } from 'vitest';
import {
  emphasizedPhrases,
  type StyledRun,
} from '../../../../../server/processing/extract/pdf/emphasis';
import { extractPdf } from '../../../../../server/processing/extract/pdf/index';
import { DEFAULT_LIMITS } from '../../../../../server/processing/extract/limits';
import { tempFile } from '../../../../fixtures/lib/paths';
import { writePdf, type PdfText } from '../../../../fixtures/lib/pdf-writer';

const styled = (text: string, x: number, y: number, font = 'body', fontSize = 10): StyledRun => ({
  text,
  x,
  y,
  width: text.length * 5,
  fontSize,
  font,
  monospace: false,
});

describe('emphasizedPhrases', () => {
  it('finds bold and italic runs inside body lines, not headings, captions or code', () => {
    const runs = [
      styled('Chapter heading', 50, 760, 'bold', 18),
      styled('A', 50, 700),
      styled('compiler', 60, 700, 'bold'),
      styled('translates the whole program, and a', 105, 700),
      styled('high-', 300, 700, 'italic'),
      styled('level language', 50, 688, 'italic'),
      styled('is portable to many machines and readers who like it.', 125, 688),
      styled('A bold label line', 50, 650, 'bold'),
      { ...styled('System.out.println', 150, 676), monospace: true, font: 'code' },
      styled('Figure text in a smaller size', 50, 600, 'italic', 8),
      styled('and more body text follows', 200, 600),
    ];
    expect(emphasizedPhrases(runs)).toEqual(['compiler', 'high-level language']);
  });

  it('reads bold terms from a generated PDF into the segments that hold them', async () => {
    const texts: PdfText[] = [
      { x: 72, y: 700, size: 11, text: 'A ' },
      { x: 84, y: 700, size: 11, text: 'variable', face: 'bold' },
      { x: 132, y: 700, size: 11, text: ' is a named storage location for a value.' },
      { x: 72, y: 686, size: 11, text: 'We say the program ' },
      { x: 180, y: 686, size: 11, text: 'declares', face: 'italic' },
      { x: 226, y: 686, size: 11, text: ' it before it is used in any statement.' },
    ];
    const path = tempFile('emphasis.pdf', writePdf([{ texts }]));
    const doc = await extractPdf({ path, fileName: 'emphasis.pdf' }, DEFAULT_LIMITS, {
      renderer: null,
    });
    expect(doc.segments).toHaveLength(1);
    expect(doc.segments[0]?.emphasis).toEqual(['variable', 'declares']);
  });
});
