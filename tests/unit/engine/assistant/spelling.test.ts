import { describe, expect, it } from 'vitest';
import {
  letterGap,
  nearestSpelling,
  slipsBetween,
  typoDistance,
} from '../../../../engine/assistant/spelling';

describe('typoDistance', () => {
  it('counts a swap of neighbours as one slip, and stops past the bound', () => {
    expect(typoDistance('prodcut', 'product', 2)).toBe(1);
    expect(typoDistance('corupt', 'corrupt', 2)).toBe(1);
    expect(typoDistance('disclipin', 'disciplin', 2)).toBe(2);
    expect(typoDistance('volcano', 'glacier', 2)).toBe(3);
  });
});

describe('slipsBetween', () => {
  it('reads swapped, dropped and doubled letters as slips', () => {
    expect(slipsBetween('univeristi', 'universiti')).toBe(1);
    expect(slipsBetween('knowedg', 'knowledg')).toBe(1);
    expect(slipsBetween('disclipin', 'disciplin')).toBe(2);
    expect(slipsBetween('contrubtor', 'contributor')).toBe(2);
  });

  it('reads another first letter, a changed letter or a short word as another word', () => {
    expect(slipsBetween('punch', 'lunch')).toBe(Infinity);
    expect(slipsBetween('fresno', 'fresco')).toBe(Infinity);
    expect(slipsBetween('intercept', 'interest')).toBe(Infinity);
    expect(slipsBetween('buid', 'build')).toBe(Infinity);
    expect(letterGap('fresno', 'fresco')).toBe(2);
  });
});

describe('nearestSpelling', () => {
  const df = new Map([
    ['disciplin', 3],
    ['disciplinari', 1],
    ['graduat', 2],
    ['gradat', 1],
  ]);
  const docFreq = (stem: string) => df.get(stem) ?? 0;

  it('gives the corpus stem a misspelt one stands for, fewest slips first', () => {
    expect(nearestSpelling('disclipin', df.keys(), docFreq)).toBe('disciplin');
    expect(nearestSpelling('graudat', df.keys(), docFreq)).toBe('graduat');
  });

  it('gives nothing for numbers, short stems or words far from every stem', () => {
    expect(nearestSpelling('2oth', df.keys(), docFreq)).toBeNull();
    expect(nearestSpelling('grad', df.keys(), docFreq)).toBeNull();
    expect(nearestSpelling('volcano', df.keys(), docFreq)).toBeNull();
  });

  it('skips stems no live passage holds', () => {
    expect(nearestSpelling('graudat', ['graduat'], () => 0)).toBeNull();
  });
});
