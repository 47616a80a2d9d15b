import { describe, expect, it } from 'vitest';
import { textBlocks } from '../../../../engine/text/blocks';
import { countWordTokens, splitWords, wordTokens } from '../../../../engine/text/words';

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

  it('counts the words it splits, in plain ASCII and in any other text', () => {
    const texts = [
      "Don't run node.js at 3.14 GHz, e.g. today.",
      "it's 'quoted' .dot. end. a..b a''b x.y.z 1.2.3 -4 ~tilde~ [x]{y}",
      'tabs\tand\nnewlines\r\nhere\vand\fthere',
      'café, naïve and façade’s words',
      'control\u0001char and delete\u007f',
      "trailing joiner. trailing' x",
      '',
      'Ελληνικά κείμενα and 光合作用は植物で起こる',
    ];
    for (const text of texts) {
      expect(countWordTokens(text)).toBe(splitWords(text).length);
      expect(countWordTokens(text)).toBe(wordTokens(text).length);
    }
    expect(countWordTokens("Don't run node.js at 3.14 GHz, e.g. today.")).toBe(8);
    // Random strings over letters, digits, joiners and separators (a fixed-seed generator).
    const alphabet = "aZ9'.. -,\n’é";
    let seed = 7;
    for (let k = 0; k < 500; k += 1) {
      let text = '';
      for (let j = 0; j < 1 + (k % 23); j += 1) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        text += alphabet[seed % alphabet.length];
      }
      expect(countWordTokens(text)).toBe(splitWords(text).length);
    }
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
