import winkNLP from 'wink-nlp';
import { describe, expect, it } from 'vitest';
import { EnglishTagger } from '../../../../../server/processing/study/english-tagger';
import { taggingModel } from '../../../../../scripts/wink-model';

// Prose of the kinds students upload: definitions, verbs wink's rules tell from nouns ("use",
// "process", "record"), capitals, contractions, possessives, hyphenated compounds (split or
// kept whole by wink's prefix list), initials and short forms, numbers and ranges, quotes and
// brackets, words no lexicon has, repeated and non-breaking spaces, line breaks between
// sentences (as a batch joins them).
const PROSE = [
  'The mitochondria is the powerhouse of the cell, and it releases energy.',
  'We use a process to record the data; the record shows how the process works.',
  "Don't confuse a high-resolution image with a well-known low-res one; they're different.",
  'A mid-size re-entry vehicle had non-steady combustion in the 1960s and 1970s.',
  'In 1973-74 the price rose by 4-5% to $12 (a 300% rise), said George E. Mueller of the U.S. office.',
  'Glorpification of the zindle-wump happened thrice in Xanadu. Glorpification again!',
  'NASA and the ESA launched GPS-like satellites, e.g. Galileo, on the 14th of May.',
  'A value\u00a0of 5 kg and  two   spaces, then a "quoted word" and [a bracket].',
  'Bayesian inference updates a prior distribution.\nIt was later called the "first oil shock".',
  "The student's notes and the teachers' notes weren't kept; it's a 10-year-old 3D model.",
];

const wink = winkNLP(taggingModel(), ['pos']);

function winkTags(text: string) {
  const tokens = wink.readDoc(text).tokens();
  return {
    values: tokens.out(wink.its.value) as string[],
    tags: tokens.out(wink.its.pos) as string[],
    glued: (tokens.out(wink.its.precedingSpaces) as string[]).map((spaces) => spaces === ''),
  };
}

describe('EnglishTagger', () => {
  it("gives wink-nlp's tokens, tags and spacing on prose, text after text", () => {
    const tagger = new EnglishTagger();
    // Twice over: the second round finds every piece in the tagger's tables.
    for (const text of [...PROSE, ...PROSE]) {
      const ours = tagger.tag(text);
      const theirs = winkTags(text);
      expect(ours.values).toEqual(theirs.values);
      expect(ours.tags).toEqual(theirs.tags);
      expect(ours.glued).toEqual(theirs.glued);
      expect(ours.lowers).toEqual(ours.values.map((value) => value.toLowerCase()));
    }
  });

  it('cuts code, e-mail, URLs and symbol runs into tokens without losing any text', () => {
    const tagger = new EnglishTagger();
    for (const text of [
      'public static void main(String[] args) { System.out.println("Hello, World!"); }',
      'Dr. Smith e-mailed smith@example.com at 10:30am about https://example.org/a?b=1.',
      'O(n^2) vs. 1.5e10 ±3 °C — x+y=z ... ;) ##',
      '',
    ]) {
      const { values, tags, glued } = tagger.tag(text);
      expect(values.join('')).toBe(text.replace(/\s+/g, ''));
      expect(tags).toHaveLength(values.length);
      expect(glued).toHaveLength(values.length);
      expect(tags.every((tag) => tag !== '' && tag !== undefined)).toBe(true);
    }
  });
});
