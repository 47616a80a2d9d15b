// Word centrality: PositionRank, a PageRank over the co-occurrence graph of content words,
// biased toward words that appear early and often. The graph is built word by word as the
// material is read; only the ranking waits for the end.
import type { ContentWord } from './collector';

export interface RankOptions {
  damping: number;
  iterations: number;
}

export class CooccurrenceGraph {
  private readonly ids = new Map<string, number>();
  private readonly bias: number[] = [];
  /** Edge weights by the lower word id, then the higher one. */
  private readonly edges: Map<number, number>[] = [];
  /** The last words read, those still within `window` positions of the next one. */
  private readonly recent: { id: number; position: number }[] = [];

  /** Words closer than `window` positions are linked. */
  constructor(private readonly window: number) {}

  /** Adds the next content word; positions must increase. */
  add(word: ContentWord): void {
    let id = this.ids.get(word.stem);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word.stem, id);
      this.bias.push(0);
      this.edges.push(new Map());
    }
    this.bias[id] = (this.bias[id] ?? 0) + 1 / (word.position + 1);
    const recent = this.recent;
    while (recent.length > 0 && word.position - (recent[0]?.position ?? 0) >= this.window) {
      recent.shift();
    }
    for (const a of recent) {
      if (a.id === id) continue;
      const low = this.edges[Math.min(a.id, id)];
      const high = Math.max(a.id, id);
      low?.set(high, (low.get(high) ?? 0) + 1);
    }
    recent.push({ id, position: word.position });
  }

  /** Each word's score, scaled so that the mean is 1. */
  rank(options: RankOptions): Map<string, number> {
    const size = this.ids.size;
    const result = new Map<string, number>();
    if (size === 0) return result;
    const from: number[] = [];
    const to: number[] = [];
    const weight: number[] = [];
    const outWeight = new Float64Array(size);
    this.edges.forEach((neighbours, low) => {
      for (const [high, w] of neighbours) {
        from.push(low, high);
        to.push(high, low);
        weight.push(w, w);
        outWeight[low] = (outWeight[low] ?? 0) + w;
        outWeight[high] = (outWeight[high] ?? 0) + w;
      }
    });
    let biasTotal = 0;
    for (const b of this.bias) biasTotal += b;
    const bias = Float64Array.from(this.bias, (b) => b / biasTotal);

    let scores = Float64Array.from(bias);
    for (let iteration = 0; iteration < options.iterations; iteration += 1) {
      const next = new Float64Array(size);
      for (let i = 0; i < size; i += 1) next[i] = (1 - options.damping) * (bias[i] ?? 0);
      for (let e = 0; e < from.length; e += 1) {
        const source = from[e] ?? 0;
        const target = to[e] ?? 0;
        const out = outWeight[source] ?? 0;
        if (out > 0) {
          next[target] =
            (next[target] ?? 0) +
            (options.damping * (weight[e] ?? 0) * (scores[source] ?? 0)) / out;
        }
      }
      scores = next;
    }
    for (const [stem, id] of this.ids) result.set(stem, (scores[id] ?? 0) * size);
    return result;
  }
}
