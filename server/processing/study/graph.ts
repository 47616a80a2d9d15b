// Word centrality: PositionRank, a PageRank over the co-occurrence graph of content words,
// biased toward words that appear early and often.
import type { ContentWord } from './candidates';

export interface GraphOptions {
  window: number;
  damping: number;
  iterations: number;
}

export function positionRank(
  contentWords: readonly ContentWord[][],
  options: GraphOptions,
): Map<string, number> {
  const ids = new Map<string, number>();
  const sequence: { id: number; position: number }[] = [];
  for (const sentence of contentWords) {
    for (const word of sentence) {
      let id = ids.get(word.stem);
      if (id === undefined) {
        id = ids.size;
        ids.set(word.stem, id);
      }
      sequence.push({ id, position: word.position });
    }
  }
  const size = ids.size;
  const result = new Map<string, number>();
  if (size === 0) return result;

  const bias = new Float64Array(size);
  const edges = new Map<number, number>();
  for (let i = 0; i < sequence.length; i += 1) {
    const a = sequence[i];
    if (!a) continue;
    bias[a.id] = (bias[a.id] ?? 0) + 1 / (a.position + 1);
    for (let j = i + 1; j < sequence.length; j += 1) {
      const b = sequence[j];
      if (!b || b.position - a.position >= options.window) break;
      if (a.id === b.id) continue;
      const low = Math.min(a.id, b.id);
      const high = Math.max(a.id, b.id);
      const key = low * size + high;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }

  const from: number[] = [];
  const to: number[] = [];
  const weight: number[] = [];
  const outWeight = new Float64Array(size);
  for (const [key, w] of edges) {
    const low = Math.floor(key / size);
    const high = key % size;
    from.push(low, high);
    to.push(high, low);
    weight.push(w, w);
    outWeight[low] = (outWeight[low] ?? 0) + w;
    outWeight[high] = (outWeight[high] ?? 0) + w;
  }
  let biasTotal = 0;
  for (const b of bias) biasTotal += b;
  for (let i = 0; i < size; i += 1) bias[i] = (bias[i] ?? 0) / biasTotal;

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
          (next[target] ?? 0) + (options.damping * (weight[e] ?? 0) * (scores[source] ?? 0)) / out;
      }
    }
    scores = next;
  }
  for (const [stem, id] of ids) result.set(stem, (scores[id] ?? 0) * size);
  return result;
}
