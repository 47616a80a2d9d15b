import { describe, expect, it } from 'vitest';
import { CooccurrenceGraph } from '../../../../../server/processing/study/graph';

const options = { damping: 0.85, iterations: 30 };

function graphOf(stems: string[], window = 3): CooccurrenceGraph {
  const graph = new CooccurrenceGraph(window);
  stems.forEach((stem, position) => graph.add({ stem, position }));
  return graph;
}

describe('CooccurrenceGraph', () => {
  it('scores words with a mean of 1, the hub of the graph highest', () => {
    const scores = graphOf(['cell', 'membran', 'cell', 'nucleu', 'cell', 'ribosom']).rank(options);
    const values = [...scores.values()];
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(1, 10);
    const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(best).toBe('cell');
  });

  it('links only words closer than the window', () => {
    // The same two words five positions apart: linked (window 10), centrality flows between them
    // and evens their scores out; unlinked (window 5), each keeps only its position bias.
    const ratio = (window: number) => {
      const graph = new CooccurrenceGraph(window);
      graph.add({ stem: 'alpha', position: 0 });
      graph.add({ stem: 'beta', position: 5 });
      const scores = graph.rank(options);
      return (scores.get('alpha') ?? 0) / (scores.get('beta') ?? 1);
    };
    expect(ratio(5)).toBeCloseTo(6, 10);
    expect(ratio(10)).toBeLessThan(2);
  });

  it('returns no scores for an empty graph', () => {
    expect(new CooccurrenceGraph(10).rank(options).size).toBe(0);
  });
});
