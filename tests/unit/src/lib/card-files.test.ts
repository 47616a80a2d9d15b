import { describe, expect, it } from 'vitest';
import { readCardTable, writeCardTable } from '../../../../src/lib/card-files';

const rows = [
  {
    front: 'What is ATP?',
    back: 'The cell\'s "energy currency", made in mitochondria.',
    source: 'bio.pdf, page 3',
  },
  { front: 'Line\nbreak', back: 'Tab\there', source: '' },
];

describe('CSV and TSV of flashcards', () => {
  it('writes CSV with Anki header lines and RFC 4180 quoting', () => {
    expect(writeCardTable(rows, 'csv')).toBe(
      [
        '#separator:Comma',
        '#html:false',
        '#columns:Front,Back,Source',
        'What is ATP?,"The cell\'s ""energy currency"", made in mitochondria.","bio.pdf, page 3"',
        '"Line\nbreak",Tab\there,',
        '',
      ].join('\r\n'),
    );
  });

  it('writes TSV as Quizlet reads it: one card a line, no tabs or breaks inside', () => {
    expect(writeCardTable(rows, 'tsv')).toBe(
      'What is ATP?\tThe cell\'s "energy currency", made in mitochondria.\tbio.pdf, page 3\nLine break\tTab here\t\n',
    );
  });

  it('reads back what it writes', () => {
    for (const format of ['csv', 'tsv'] as const) {
      const { cards, skipped } = readCardTable(writeCardTable(rows, format));
      expect(skipped).toBe(0);
      expect(cards[0]).toEqual({ front: rows[0]?.front, back: rows[0]?.back });
      expect(cards).toHaveLength(2);
    }
  });

  it('reads a spreadsheet export: a title row, semicolons, a BOM, rows missing a side skipped', () => {
    const text =
      '\uFEFFFront;Back\r\nOsmosis;Water through a membrane\r\n;No question\r\nNo answer;\r\n\r\n';
    expect(readCardTable(text)).toEqual({
      cards: [{ front: 'Osmosis', back: 'Water through a membrane' }],
      skipped: 2,
    });
    expect(readCardTable('')).toEqual({ cards: [], skipped: 0 });
  });
});
