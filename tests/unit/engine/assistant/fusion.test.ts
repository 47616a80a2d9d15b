import { describe, expect, it } from 'vitest';
import {
  cosineSimilarity,
  reciprocalRankFusion,
  topByCosine,
  vectorNorm,
} from '../../../../engine/assistant/fusion';

describe('reciprocalRankFusion', () => {
  it('puts an item ranked high in both lists first', () => {
    const fused = reciprocalRankFusion([
      ['a', 'both', 'c', 'd'],
      ['e', 'both', 'a2', 'f'],
    ]);
    expect(fused[0]?.id).toBe('both');
    expect(fused[0]?.score).toBeCloseTo(2 / 62);
  });

  it('scores 1 / (k + rank) and breaks ties by id', () => {
    const fused = reciprocalRankFusion([['y'], ['x']], 10);
    expect(fused).toEqual([
      { id: 'x', score: 1 / 11 },
      { id: 'y', score: 1 / 11 },
    ]);
  });

  it('counts an id repeated in one ranking once, at its best rank', () => {
    const fused = reciprocalRankFusion([['a', 'a', 'b']], 0);
    expect(fused).toEqual([
      { id: 'a', score: 1 },
      { id: 'b', score: 1 / 3 },
    ]);
  });

  it('is empty for no rankings', () => {
    expect(reciprocalRankFusion([])).toEqual([]);
    expect(reciprocalRankFusion([[], []])).toEqual([]);
  });
});

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal, -1 for opposite', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
  });

  it('is 0 for a zero vector or vectors of different lengths', () => {
    expect(cosineSimilarity([0, 0], [1, 2])).toBe(0);
    expect(cosineSimilarity([1, 2], [1, 2, 3])).toBe(0);
  });
});

describe('topByCosine', () => {
  const items = [
    { id: 'far', vector: [0, 1] },
    { id: 'near', vector: [1, 0.1] },
    { id: 'b-same', vector: [2, 0] },
    { id: 'a-same', vector: [1, 0], norm: 1 },
  ];

  it('returns the k most similar items, best first, ties by id', () => {
    const top = topByCosine([3, 0], items, 3);
    expect(top.map((t) => t.id)).toEqual(['a-same', 'b-same', 'near']);
    expect(top[0]?.score).toBeCloseTo(1);
  });

  it('uses a precomputed norm', () => {
    const top = topByCosine([1, 0], [{ id: 'x', vector: [1, 0], norm: 2 }], 1);
    expect(top[0]?.score).toBeCloseTo(0.5);
  });

  it('agrees with a full sort on random vectors', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    };
    const many = Array.from({ length: 300 }, (_, i) => {
      const vector = Array.from({ length: 8 }, random);
      return { id: `i${i}`, vector, norm: vectorNorm(vector) };
    });
    const query = Array.from({ length: 8 }, random);
    const expected = many
      .map((item) => ({ id: item.id, score: cosineSimilarity(query, item.vector) }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
      .slice(0, 10);
    const top = topByCosine(query, many, 10);
    expect(top.map((t) => t.id)).toEqual(expected.map((e) => e.id));
    top.forEach((t, i) => expect(t.score).toBeCloseTo(expected[i]?.score ?? NaN));
  });

  it('returns nothing for k = 0', () => {
    expect(topByCosine([1, 0], items, 0)).toEqual([]);
  });
});
