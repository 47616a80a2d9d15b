import { describe, expect, it } from 'vitest';
import { relatedWordsOf, type WordNetFiles } from '../../../scripts/build-related-words';

// WordNet's line formats, cut down: data lines are "offset lexfile type word-count(hex) word lexid
// ... pointer-count pointers (symbol offset pos source/target) | gloss", index lines are
// "lemma pos synset-count pointer-count symbols sense-count tagged-count offsets (commonest first)".
const files: WordNetFiles = {
  index: {
    noun: [
      '  1 this is the license header',
      'television n 1 1 + 1 0 00000001  ',
      'tv n 1 0 1 0 00000001  ',
      'invasion n 1 1 + 1 0 00000003  ',
      'bank n 3 0 3 0 00000004 00000005 00000006  ',
    ].join('\n'),
    verb: 'invade v 1 1 + 1 0 00000002  \n',
    adj: '',
    adv: '',
  },
  data: {
    noun: [
      '  1 this is the license header',
      '00000001 06 n 03 television 0 TV 0 video_screen 0 000 | a telecommunication system',
      '00000003 04 n 01 invasion 0 001 + 00000002 v 0101 | the act of invading',
      '00000004 17 n 01 bank 0 001 @ 00000005 n 0000 | sloping land',
      '00000005 14 n 02 bank 0 depository 0 000 | a financial institution',
      '00000006 06 n 02 bank 0 cant 0 000 | a slope in the turn of a road',
    ].join('\n'),
    verb: '00000002 35 v 01 invade 0 001 + 00000003 n 0101 | march aggressively into\n',
    adj: '',
    adv: '',
  },
};

describe('relatedWordsOf (WordNet to related stems)', () => {
  const table = relatedWordsOf(files);

  it('relates the words of a sense, as lowercase stems, both ways', () => {
    expect(table.get('televis')).toEqual(['tv']);
    expect(table.get('tv')).toEqual(['televis']);
  });

  it('relates a word to its derivations', () => {
    expect(table.get('invad')).toEqual(['invas']);
    expect(table.get('invas')).toEqual(['invad']);
  });

  it('keeps single words only and the two commonest senses', () => {
    expect([...table.keys()].some((stem) => stem.includes('_'))).toBe(false);
    expect(table.get('bank')).toEqual(['depositori']);
    expect(table.has('cant')).toBe(false);
  });
});
