import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { describe, expect, it } from 'vitest';
import { taggingModel } from '../../../scripts/wink-model';

const require = createRequire(import.meta.url);

// Sentences with what moves wink's tagger: contractions, hyphens, abbreviations, numbers,
// currency, e-mail and URLs, code, capitals, words it has never seen (added to its cache).
const SENTENCES = [
  'The mitochondria is the powerhouse of the cell, and it releases energy.',
  "Don't confuse a high-resolution image with a well-known low-res one; they're different.",
  'In 1973 the price of oil rose from US$3 per barrel to nearly $12 (a 300% rise).',
  'Dr. Smith e-mailed smith@example.com at 10:30am about https://example.org/a?b=1.',
  'public static void main(String[] args) { System.out.println("Hello, World!"); }',
  'A variable called x_count stores an int; the compiler checks its type at compile time.',
  'Glorpification of the zindle-wump happened thrice in Xanadu.',
  'NASA and the ESA launched GPS-like satellites, e.g. Galileo, in the 2000s.',
  'Bayesian inference updates a prior distribution with the likelihood of the data.',
  'It was later called the "first oil shock", followed by the 1979 crisis.',
];

describe('taggingModel', () => {
  it('builds the core model the package builds', () => {
    const loadCore = require('wink-eng-lite-web-model/dist/load-core-model.js') as () => unknown;
    const core = taggingModel().core as () => unknown;
    expect(core()).toEqual(loadCore());
  });

  it('gives wink-nlp the tokens and tags of the package model', () => {
    const ours = winkNLP(taggingModel(), ['pos']);
    const theirs = winkNLP(model, ['pos']);
    for (const sentence of SENTENCES) {
      const a = ours.readDoc(sentence).tokens();
      const b = theirs.readDoc(sentence).tokens();
      expect(a.out(ours.its.value)).toEqual(b.out(theirs.its.value));
      expect(a.out(ours.its.pos)).toEqual(b.out(theirs.its.pos));
      expect(a.out(ours.its.precedingSpaces)).toEqual(b.out(theirs.its.precedingSpaces));
    }
  });
});
