import { describe, expect, it } from 'vitest';
import { isEnglishWord, lexiconSize } from '../../../../../server/processing/extract/lexicon';

describe('the English lexicon of the line joiner', () => {
  it("holds the plain lowercase words of wink's English model", () => {
    expect(lexiconSize()).toBeGreaterThan(80_000);
    for (const word of ['executed', 'interpreter', "o'clock", 'the']) {
      expect(isEnglishWord(word)).toBe(true);
    }
  });

  it('reads plurals it lacks through their singular', () => {
    expect(isEnglishWord('interpreters')).toBe(true);
    expect(isEnglishWord('abilities')).toBe(true);
  });

  it('knows no fragments, punctuation or words outside ASCII', () => {
    for (const word of ['exe', 'cuted', 'inter-', '-', "'s", '', 'ﬁ', 'xqzv']) {
      expect(isEnglishWord(word)).toBe(false);
    }
  });
});
