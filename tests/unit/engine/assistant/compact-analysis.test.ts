import { describe, expect, it } from 'vitest';
import { analyzePassage } from '../../../../engine/assistant/analysis';
import {
  packAnalysis,
  StemTable,
  unpackAnalysis,
} from '../../../../engine/assistant/compact-analysis';
import { MemoryIndex } from '../../../../engine/assistant/memory-index';

const TEXTS = [
  'Cells are the basic unit of life. Osmosis moves water across a membrane!  Why? Because of solutes.',
  'Die Zelle ist die kleinste Einheit des Lebens. Osmose bewegt Wasser durch eine Membran.',
  'One sentence without a full stop',
  '光合作用は植物の葉で行われる。水と二酸化炭素から糖ができる。',
  '',
];

describe('a packed analysis', () => {
  it('unpacks to exactly what analyzePassage gave', () => {
    const table = new StemTable();
    for (const text of TEXTS) {
      const analyzed = analyzePassage(text);
      const packed = packAnalysis(text, analyzed, table);
      expect(packed).not.toBeNull();
      if (packed) expect(unpackAnalysis(text, packed, table)).toEqual(analyzed);
    }
  });

  it('gives a compact index the same results as one keeping whole analyses', () => {
    const whole = new MemoryIndex();
    const compact = new MemoryIndex({ keepAnalysis: false });
    for (const [i, text] of TEXTS.entries()) {
      for (const index of [whole, compact]) index.add({ id: `p${i}`, text, page: i + 1 });
    }
    compact.remove('p2');
    whole.remove('p2');
    for (const query of ['What moves water across a membrane?', 'Wasser Membran', 'unit of life']) {
      const a = whole.search(query, 3);
      const b = compact.search(query, 3);
      expect(b.map((r) => [r.passage.id, r.score])).toEqual(a.map((r) => [r.passage.id, r.score]));
      expect(b.length).toBeGreaterThan(0);
    }
  });
});
