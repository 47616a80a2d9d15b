import { describe, expect, it } from 'vitest';
import { tagSentence, tagSentences } from '../../../../../server/processing/study/nlp';

// Sentence starts and ends, hyphens at both edges, quotes, code, numbers, abbreviations, words
// wink has never seen: what could reach across the line break a batch puts between sentences.
const SENTENCES = [
  'The cell membrane controls its permeability.',
  'Active transport moves particles against the gradient -',
  '- and high-resolution images need well-known high - resolution sensors.',
  '"Quoted text" opens this sentence, and (brackets) close it)',
  'int x = 5; x++; System.out.println(x);',
  'Dr. Smith paid US$3.50 on 10/12/2020 at 10:30am, e.g. for the U.S. office.',
  'Glorpification of the zindle-wump happened thrice in Xanadu',
  'Experimental results show that the proposed method works.',
  'A variable called x_count stores an int; it is known as a counter.',
  'high-',
  'Bayesian inference updates a prior distribution.',
];

describe('tagSentences', () => {
  it('gives each sentence of a batch the tokens and tags it gets alone', () => {
    const alone = SENTENCES.map(tagSentence);
    expect(tagSentences(SENTENCES)).toEqual(alone);
    // And in any grouping: pairs, the whole list reversed.
    for (let i = 0; i + 1 < SENTENCES.length; i += 2) {
      expect(tagSentences(SENTENCES.slice(i, i + 2))).toEqual(alone.slice(i, i + 2));
    }
    expect(tagSentences([...SENTENCES].reverse())).toEqual([...alone].reverse());
  });

  it('tags alone a batch with a line break inside a sentence or a sentence without text', () => {
    const batch = ['First line\nsecond line of a heading.', '', '  ', 'A normal sentence.'];
    expect(tagSentences(batch)).toEqual(batch.map(tagSentence));
    expect(tagSentences([])).toEqual([]);
  });
});
