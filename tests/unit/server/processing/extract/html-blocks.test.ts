import { describe, expect, it } from 'vitest';
import { htmlBlocks } from '../../../../../server/processing/extract/html-blocks';

describe('htmlBlocks', () => {
  it('keeps the bold and italic runs of body text as emphasis, not of headings or bold lines', () => {
    const html =
      '<h1>The <strong>Cell</strong></h1>' +
      '<p>A <strong>mitochondrion</strong> releases energy; this is called <em>cellular respiration</em>.</p>' +
      '<p><strong>A whole paragraph in bold</strong></p>' +
      '<p>Plain text &amp; more.</p>';
    expect(htmlBlocks(html)).toEqual([
      { text: 'The Cell', level: 1 },
      {
        text: 'A mitochondrion releases energy; this is called cellular respiration.',
        level: null,
        emphasis: ['mitochondrion', 'cellular respiration'],
      },
      { text: 'A whole paragraph in bold', level: null },
      { text: 'Plain text & more.', level: null },
    ]);
  });
});
