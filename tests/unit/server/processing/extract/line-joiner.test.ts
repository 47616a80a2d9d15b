import { describe, expect, it } from 'vitest';
import { normalizeGlyphs } from '../../../../../server/processing/extract/glyphs';
import { isEnglishWord } from '../../../../../server/processing/extract/lexicon';
import { LineJoiner, Vocabulary } from '../../../../../server/processing/extract/line-joiner';
import { splitParagraphs } from '../../../../../server/processing/extract/paragraphs';

const vocabularyOf = (text: string): Vocabulary => {
  const vocabulary = new Vocabulary();
  vocabulary.add(text);
  return vocabulary;
};

describe('LineJoiner', () => {
  const joiner = new LineJoiner();

  it('joins a word broken at a line end when the joined word is a word', () => {
    expect(joiner.join('has been exe-', 'cuted twice')).toBe('has been executed twice');
    expect(joiner.join('the compu-', 'tation')).toBe('the computation');
  });

  it('keeps the hyphen of a compound whose halves are words', () => {
    expect(joiner.join('a well-', 'known rule')).toBe('a well-known rule');
    expect(joiner.join('the state-of-the-', 'art')).toBe('the state-of-the-art');
  });

  it('keeps the hyphen before a capital or a digit, without a space', () => {
    expect(joiner.join('Hewlett-', 'Packard')).toBe('Hewlett-Packard');
    expect(joiner.join('COVID-', '19 cases')).toBe('COVID-19 cases');
  });

  it('follows how the document itself writes a word', () => {
    const compound = new LineJoiner(vocabularyOf('a bytecode-based design'));
    expect(compound.join('the bytecode-', 'based one')).toBe('the bytecode-based one');
    const joined = new LineJoiner(vocabularyOf('the multiresolution grid'));
    expect(joined.join('a multi-', 'resolution solver')).toBe('a multiresolution solver');
  });

  it('mends a word whose soft hyphen the text layer dropped, and leaves two words apart', () => {
    expect(joiner.join('the loop was exe', 'cuted')).toBe('the loop was executed');
    expect(joiner.join('it went in', 'to the loop')).toBe('it went in to the loop');
    expect(joiner.join('soft hyphen inter\u00AD', 'preter')).toBe('soft hyphen interpreter');
  });
});

describe('Vocabulary', () => {
  it('counts every word as a map of lowercased words would, past many thousand words', () => {
    // Words of letters, hyphens and apostrophes, in several scripts; more distinct words than the
    // table starts with, so it grows while counting.
    const words = Array.from({ length: 9000 }, (_, i) => {
      const stem = i.toString(36).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'q');
      return ['', 'É', 'ß', '’s', '-x', '𝒜'][i % 6] + stem;
    });
    const lines = words.map((w, i) => `${w} ${words[(i * 7) % words.length]}, ${w.toUpperCase()}.`);
    const vocabulary = new Vocabulary();
    for (const line of lines) vocabulary.add(line);
    const expected = new Map<string, number>();
    for (const line of lines) {
      for (const word of line.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []) {
        if (word.length < 2 || word.startsWith('-') || word.endsWith('-')) continue;
        expected.set(word, (expected.get(word) ?? 0) + 1);
      }
    }
    expect(expected.size).toBeGreaterThan(6000);
    for (const [word, count] of expected) expect(vocabulary.count(word)).toBe(count);
    expect(vocabulary.count('unseen')).toBe(0);
    expect(vocabulary.count('-x')).toBe(0);
  });
});

describe('text normalisation', () => {
  it('spells out ligatures and drops soft hyphens inside words', () => {
    expect(normalizeGlyphs('e\uFB03cient \uFB02ow o\uFB00set \uFB01nal')).toBe(
      'efficient flow offset final',
    );
    expect(normalizeGlyphs('soft\u00ADware exe\u00AD\ncuted')).toBe('software exe\u00AD\ncuted');
  });

  it('knows English words and their inflections from the lexicon', () => {
    expect(isEnglishWord('executed')).toBe(true);
    expect(isEnglishWord('interpreters')).toBe(true);
    expect(isEnglishWord('cuted')).toBe(false);
    expect(isEnglishWord('wellknown')).toBe(false);
  });

  it('mends broken words in plain and OCR text too', () => {
    expect(
      splitParagraphs('Osmosis moves water across a mem-\nbrane, a well-\nknown fact.'),
    ).toEqual(['Osmosis moves water across a membrane, a well-known fact.']);
  });
});
