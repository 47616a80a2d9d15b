import { describe, expect, it } from 'vitest';
import {
  FNV_OFFSET,
  fnvStep,
  grown,
  hashOf,
  SliceTable,
} from '../../../../server/processing/slice-table';

describe('SliceTable', () => {
  it('finds each key by a slice of another text, through many rehashes', () => {
    const table = new SliceTable();
    const words = Array.from({ length: 20_000 }, (_, k) => `w${k.toString(36)}`);
    words.forEach((word, k) => expect(table.add(word, hashOf(word, 0, word.length))).toBe(k));
    const line = ` ${words.join(' ')} `;
    let at = 1;
    words.forEach((word, k) => {
      const end = at + word.length;
      expect(table.find(line, at, end, hashOf(line, at, end))).toBe(k);
      at = end + 1;
    });
    expect(table.find('zzz', 0, 3, hashOf('zzz', 0, 3))).toBe(-1);
    // A slice of the right length and hash but other characters is no key.
    expect(table.find('w0x', 0, 3, hashOf('w00', 0, 3))).toBe(-1);
  });

  it('hashes a slice as the step does character by character', () => {
    let hash = FNV_OFFSET;
    for (const c of 'ünïcode') hash = fnvStep(hash, c.charCodeAt(0));
    expect(hashOf('«ünïcode»', 1, 8)).toBe(hash);
  });

  it('grows a typed array, keeping its values', () => {
    const values = Int32Array.from([1, 2, 3]);
    const bigger = grown(values, 10);
    expect(bigger.length).toBeGreaterThanOrEqual(10);
    expect([...bigger.subarray(0, 3)]).toEqual([1, 2, 3]);
    expect(grown(values).length).toBe(6);
  });
});
