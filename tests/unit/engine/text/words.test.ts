import { describe, expect, it } from 'vitest';
import { textBlocks } from '../../../../engine/text/blocks';
import { splitWords, wordTokens } from '../../../../engine/text/words';

describe('the shared tokenizer', () => {
  it('keeps apostrophes and dots inside a word, with offsets', () => {
    const text = "Don't run node.js at 3.14 GHz, e.g. today.";
    expect(splitWords(text)).toEqual([
      "Don't",
      'run',
      'node.js',
      'at',
      '3.14',
      'GHz',
      'e.g',
      'today',
    ]);
    expect(wordTokens(text).map((t) => text.slice(t.index, t.index + t.text.length))).toEqual(
      splitWords(text),
    );
  });

  it('segments scripts without spaces with the dictionary', () => {
    expect(splitWords('光合作用は植物で起こる', 'ja').length).toBeGreaterThan(2);
    expect(wordTokens('Ελληνικά κείμενα').map((t) => t.text)).toEqual(['Ελληνικά', 'κείμενα']);
  });
});

describe('text blocks', () => {
  const stop = (word: string) => ['the', 'by', 'of'].includes(word);

  it('cuts paragraphs and headings, and joins wrapped lines', () => {
    const text =
      'Photosynthesis\nPlants make sugar\nfrom light.\n\nIt was discovered by\nIngenhousz.';
    expect(textBlocks(text, stop)).toEqual([
      'Photosynthesis',
      'Plants make sugar from light.',
      'It was discovered by Ingenhousz.',
    ]);
  });
});
