import { describe, expect, it } from 'vitest';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';

describe('MemoryIndex', () => {
  it('keeps corpus statistics over content stems', () => {
    const index = new MemoryIndex();
    index.add({ id: '1', text: 'Volcanoes erupt lava.' });
    index.add({ id: '2', text: 'Lava cools into basalt rock.' });
    const stats = index.stats();
    expect(stats.docCount).toBe(2);
    expect(stats.avgDocLength).toBe(3.5);
    expect(stats.docFreq('lava')).toBe(2);
    expect(stats.docFreq('volcano')).toBe(1);
  });

  it('yields candidates by BM25 over an OR of the query terms', () => {
    const index = new MemoryIndex();
    index.add({ id: 'a', text: 'Glaciers carve valleys.' });
    index.add({ id: 'b', text: 'Glaciers and rivers carve valleys and canyons.' });
    index.add({ id: 'c', text: 'Deserts are dry.' });
    expect(index.candidates('rivers canyons', 10).map((p) => p.id)).toEqual(['b']);
    expect(
      index
        .candidates('glaciers deserts', 10)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(index.candidates('glaciers deserts', 1)).toHaveLength(1);
  });

  it('forgets removed passages and replaces re-added ids', () => {
    const index = new MemoryIndex();
    index.add({ id: 'a', text: 'Comets have tails.' });
    index.add({ id: 'b', text: 'Comets orbit the sun.' });
    index.remove('a');
    expect(index.size).toBe(1);
    expect(index.stats().docFreq('comet')).toBe(1);
    expect(index.search('comet tails', 5).map((r) => r.passage.id)).toEqual(['b']);
    index.add({ id: 'b', text: 'Asteroids are rocky.' });
    expect(index.size).toBe(1);
    expect(index.search('comets', 5)).toEqual([]);
    expect(index.search('asteroids', 5)[0]?.passage.text).toBe('Asteroids are rocky.');
  });
});

describe('MemoryIndex misspelt questions', () => {
  it('finds the passage of a word typed with its letters out of order', () => {
    const index = new MemoryIndex();
    index.add({ id: 'd', text: 'School discipline was strict in the old academies.' });
    index.add({ id: 'v', text: 'The volcano erupted in the spring.' });
    expect(index.stats().variantOf?.('disclipin')).toBe('disciplin');
    expect(index.search('What was the disclipine like at the academies?', 5)[0]?.passage.id).toBe(
      'd',
    );
  });

  it('reads a dropped letter as the whole word it slips from, not a word sharing its start', () => {
    const index = new MemoryIndex();
    index.add({ id: 'c', text: 'The new constitution limited the powers of the president.' });
    index.add({ id: 'm', text: 'Meals consist of rice and beans.' });
    // "consitut" shares its start with "consist" (two letters changed at the end) but is one
    // dropped letter from "constitut".
    expect(index.stats().variantOf?.('consitut')).toBe('constitut');
    expect(index.search('What else did the new consitution change?', 5)[0]?.passage.id).toBe('c');
  });

  it('keeps a form sharing the start when it is as close as any slip', () => {
    const index = new MemoryIndex();
    index.add({ id: 'a', text: 'American universities grew after the war.' });
    expect(index.stats().variantOf?.('america')).toBe('american');
  });
});
