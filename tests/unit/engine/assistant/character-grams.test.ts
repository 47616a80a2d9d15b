import { describe, expect, it } from 'vitest';
import {
  characterGrams,
  characterGramScores,
  queryCharacterGrams,
} from '../../../../engine/assistant/character-grams';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';

describe('characterGrams', () => {
  it('gives the overlapping pairs of each run of CJK script', () => {
    expect(characterGrams('東京都の人口')).toEqual(['東京', '京都', '都の', 'の人', '人口']);
    expect(characterGrams('DNA（デオキシ）')).toEqual(['デオ', 'オキ', 'キシ']);
  });

  it('keeps a run of one character as itself and reads half-width katakana as full-width', () => {
    expect(characterGrams('a 猫 b')).toEqual(['猫']);
    expect(characterGrams('ｶﾀｶﾅ')).toEqual(['カタ', 'タカ', 'カナ']);
  });

  it('gives nothing for text without CJK characters', () => {
    expect(characterGrams('The cell membrane, 1648.')).toEqual([]);
  });
});

describe('queryCharacterGrams', () => {
  it('leaves out the pairs made only of hiragana (particles, inflections)', () => {
    expect([...queryCharacterGrams('作曲したのは誰')]).toEqual(['作曲', '曲し', 'は誰']);
  });
});

describe('characterGramScores', () => {
  it('scores the texts sharing the question’s pairs, rarer pairs weighing more', () => {
    const scores = characterGramScores('デオキシリボ核酸の糖は何か？', [
      'デオキシリボースという糖が鎖をつくる。',
      'リボースという糖が鎖をつくる。',
      'The sugar of DNA.',
    ]);
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[2]).toBe(0);
  });

  it('is all zeros for a question without CJK characters', () => {
    expect(characterGramScores('What is DNA?', ['デオキシリボ核酸', 'DNA'])).toEqual([0, 0]);
  });
});

describe('ranking with character pairs', () => {
  it('lets a Japanese passage that writes the question’s compound differently win a tie', () => {
    // The segmenter reads 作曲家 as one word in the question and 作曲 in the passage: the words
    // tie, the characters they share do not.
    const index = new MemoryIndex();
    index.add({ id: 'a', text: '彼は多くの本を書き、人物として知られる。' });
    index.add({ id: 'b', text: '彼は多くの曲を作曲し、人物として知られる。' });
    expect(index.search('作曲家として知られる人物は？', 2).map((r) => r.passage.id)).toEqual([
      'b',
      'a',
    ]);
  });
});
