import { describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';
import { rankPassages, type Passage } from '../../../../engine/assistant/rank';
import { parseRelatedTerms } from '../../../../engine/assistant/related-terms';

const passages: Passage[] = [
  {
    id: 'scattered',
    text: 'The cell wall protects the plant. Energy from the sun is stored in many ways. A membrane surrounds the cell.',
  },
  {
    id: 'phrase',
    text: 'The cell membrane controls what enters and leaves. Plants use energy from sunlight.',
  },
  { id: 'other', text: 'Rivers carry sediment to the sea. Deltas form at river mouths.' },
];

function indexOf(list: Passage[]): MemoryIndex {
  const index = new MemoryIndex();
  for (const p of list) index.add(p);
  return index;
}

describe('rankPassages', () => {
  it('puts the passage with the exact phrase first', () => {
    const index = indexOf(passages);
    const ranked = rankPassages('What does the cell membrane do?', passages, index.stats(), 3);
    expect(ranked.map((r) => r.passage.id)).toEqual(['phrase', 'scattered']);
  });

  it('prefers the sentence that holds a date for "when" questions', () => {
    const list: Passage[] = [
      { id: 'a', text: 'The treaty was signed by both kings after long talks.' },
      { id: 'b', text: 'The treaty was signed in 1648 at the end of the war.' },
    ];
    const ranked = rankPassages('When was the treaty signed?', list, indexOf(list).stats(), 2);
    expect(ranked[0]?.passage.id).toBe('b');
  });

  it('ranks first the passage on the topic of "where does X take place", not one where else something "takes place"', () => {
    const list: Passage[] = [
      {
        id: 'a',
        text: 'Photosynthesis stores light energy in glucose. It takes place in the chloroplasts of leaf cells.',
      },
      {
        id: 'b',
        text: 'The Calvin cycle uses ATP and NADPH to fix carbon dioxide into sugar in the stroma.',
      },
    ];
    const question = 'Where does the Calvin cycle take place?';
    expect(rankPassages(question, list, indexOf(list).stats(), 2)[0]?.passage.id).toBe('b');
  });

  it('is deterministic and breaks ties by id', () => {
    const list: Passage[] = [
      { id: 'z', text: 'Mitochondria make energy.' },
      { id: 'y', text: 'Mitochondria make energy.' },
    ];
    const stats = indexOf(list).stats();
    const first = rankPassages('mitochondria energy', list, stats, 2);
    expect(first.map((r) => r.passage.id)).toEqual(['y', 'z']);
    expect(rankPassages('mitochondria energy', [...list].reverse(), stats, 2)).toEqual(first);
  });

  it('returns nothing for a query without content words or with no match', () => {
    const stats = indexOf(passages).stats();
    expect(rankPassages('what is it?', passages, stats, 3)).toEqual([]);
    expect(rankPassages('volcano', passages, stats, 3)).toEqual([]);
  });

  it('scores sentences and reports coverage', () => {
    const [top] = rankPassages('cell membrane', passages, indexOf(passages).stats(), 1);
    expect(top?.coverage).toBe(1);
    expect(top?.sentences[0]?.score).toBeGreaterThan(top?.sentences[1]?.score ?? Infinity);
  });
});

describe('compounds', () => {
  it('match a query word inside a closed compound that ends with it (German)', () => {
    const list: Passage[] = [
      {
        id: 'compound',
        text: 'Die Fußballmannschaft der Stadt wurde 2014 gesperrt und spielt seitdem nicht.',
      },
      { id: 'other', text: 'Die Stadt baute 2014 ein neues Rathaus am Fluss.' },
    ];
    const ranked = rankPassages(
      'Wann wurde die Mannschaft der Stadt gesperrt?',
      list,
      indexOf(list).stats(),
      2,
    );
    expect(ranked[0]?.passage.id).toBe('compound');
    expect(ranked[0]?.coverage).toBe(1);
  });

  it('match a Japanese word inside the run that ends with it (黒ビール for ビール)', () => {
    const list: Passage[] = [
      { id: 'a-other', text: 'マーラーは酒造業者の息子として育った。' },
      { id: 'b-compound', text: 'マーラーは黒ビールが好物だった。' },
    ];
    const ranked = rankPassages(
      'マーラーが好んだビールは？',
      list,
      indexOf(list).stats(),
      2,
      undefined,
      undefined,
      'ja',
    );
    expect(ranked[0]?.passage.id).toBe('b-compound');
    expect(ranked[0]?.coverage).toBeGreaterThan(ranked[1]?.coverage ?? 1);
  });
});

describe('related words (the server ranker)', () => {
  it('with related words, prefers the sentence that says the question’s word another way', () => {
    const list: Passage[] = [
      {
        id: 'a-show',
        text: 'The show first ran on the radio in 1960. It moved to London.',
      },
      {
        id: 'b-show',
        text: 'The show first came on television in 1963. It was filmed in a studio in London.',
      },
    ];
    const question = 'When was the show first on TV?';
    const stats = indexOf(list).stats();
    const related = parseRelatedTerms('tv\ttelevis\ntelevis\ttv\n');
    expect(rankPassages(question, list, stats, 2)[0]?.passage.id).toBe('a-show');
    expect(
      rankPassages(question, list, stats, 2, undefined, undefined, 'en', related)[0]?.passage.id,
    ).toBe('b-show');
    const index = new MemoryIndex({ relatedTerms: related });
    for (const p of list) index.add(p);
    expect(index.search(question, 1)[0]?.passage.id).toBe('b-show');
  });

  it('puts first the Japanese passage whose sentence opens on the question’s topic', () => {
    const list: Passage[] = [
      { id: 'a-named', text: '雑誌の識別にはCODENの符号を使う。' },
      { id: 'b-topic', text: 'CODENは、雑誌の識別の符号である。' },
      { id: 'c-other', text: '雑誌は毎月発行される。' },
    ];
    const stats = indexOf(list).stats();
    const first = (question: string) =>
      rankPassages(question, list, stats, 3, undefined, undefined, 'ja')[0]?.passage.id;
    expect(first('CODENとは何か？')).toBe('b-topic');
    // The same words without a topic: the other passage is as good or better.
    expect(first('CODENの符号は？')).toBe('a-named');
  });
});
