import winkNLP from 'wink-nlp';
import { describe, expect, it } from 'vitest';
import { taggingModel } from '../../../../../server/processing/study/wink-model';
import { WinkTagger } from '../../../../../server/processing/study/wink-tagger';

// What moves wink's tokenizer and tagger: contractions, possessives, hyphens, abbreviations,
// numbers, currency, e-mail and URLs, code, quotes and brackets around words, capitals, words
// it has never seen (added to its cache, then found there), non-breaking and repeated spaces,
// line breaks between sentences (as a batch joins them).
const TEXTS = [
  'The mitochondria is the powerhouse of the cell, and it releases energy.',
  "Don't confuse a high-resolution image with a well-known low-res one; they're different.",
  'In 1973 the price of oil rose from US$3 per barrel to nearly $12 (a 300% rise).',
  'Dr. Smith e-mailed smith@example.com at 10:30am about https://example.org/a?b=1.',
  'public static void main(String[] args) { System.out.println("Hello, World!"); }',
  'Glorpification of the zindle-wump happened thrice in Xanadu. Glorpification again!',
  "Israel's policy, \"Israel's\" indulgence and (Israel's) neighbours: Israel's.",
  'NASA and the ESA launched GPS-like satellites, e.g. Galileo, in the 2000s.',
  'A value\u00a0of 5\u2009kg and  two   spaces, then a tab\tand a line\nbreak.',
  'Bayesian inference updates a prior distribution.\nIt was later called the "first oil shock".',
  '- and high - resolution sensors -',
  '',
];

describe('WinkTagger', () => {
  it("gives the tokens, tags and spacing of wink-nlp's readDoc, text after text", () => {
    const wink = winkNLP(taggingModel(), ['pos']);
    const tagger = new WinkTagger();
    // Twice over: the second round meets the words the first added to each cache.
    for (const text of [...TEXTS, ...TEXTS]) {
      const tokens = wink.readDoc(text).tokens();
      const ours = tagger.tag(text);
      expect(ours.values).toEqual(tokens.out(wink.its.value));
      expect(ours.tags).toEqual(tokens.out(wink.its.pos));
      expect(ours.glued).toEqual(
        tokens.out(wink.its.precedingSpaces).map((spaces: string) => spaces === ''),
      );
    }
  });
});
