// Word centrality: PositionRank, a PageRank over the co-occurrence graph of content words,
// biased toward words that appear early and often. The graph is built word by word as the
// material is read; only the ranking waits for the end. A book has ~10^5 content words and
// ~10^6 edge updates, so edges live in an open-addressing table of typed arrays, not in Maps,
// and ranking walks that table as it is (no second copy of the edges).
import type { ContentWord } from './types';

export interface RankOptions {
  damping: number;
  iterations: number;
}

const EMPTY = -1;
const INITIAL_CAPACITY = 1 << 12;

/** Undirected edges keyed by (low id, high id), weighted by how often the words met. */
class EdgeTable {
  low = new Int32Array(INITIAL_CAPACITY).fill(EMPTY);
  high = new Int32Array(INITIAL_CAPACITY);
  weight = new Int32Array(INITIAL_CAPACITY);
  size = 0;

  increment(a: number, b: number): void {
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    // Kept at most three-quarters full: linear probing stays short, and the table small.
    if ((this.size + 1) * 4 > this.low.length * 3) this.grow();
    const mask = this.low.length - 1;
    let slot = hash(low, high) & mask;
    for (;;) {
      const at = this.low[slot] ?? EMPTY;
      if (at === EMPTY) {
        this.low[slot] = low;
        this.high[slot] = high;
        this.weight[slot] = 1;
        this.size += 1;
        return;
      }
      if (at === low && this.high[slot] === high) {
        this.weight[slot] = (this.weight[slot] ?? 0) + 1;
        return;
      }
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const { low, high, weight } = this;
    this.low = new Int32Array(low.length * 2).fill(EMPTY);
    this.high = new Int32Array(low.length * 2);
    this.weight = new Int32Array(low.length * 2);
    const mask = this.low.length - 1;
    for (let i = 0; i < low.length; i += 1) {
      const l = low[i] ?? EMPTY;
      if (l === EMPTY) continue;
      const h = high[i] ?? 0;
      let slot = hash(l, h) & mask;
      while ((this.low[slot] ?? EMPTY) !== EMPTY) slot = (slot + 1) & mask;
      this.low[slot] = l;
      this.high[slot] = h;
      this.weight[slot] = weight[i] ?? 0;
    }
  }
}

function hash(low: number, high: number): number {
  return (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca77)) >>> 0;
}

export class CooccurrenceGraph {
  private readonly ids = new Map<string, number>();
  private bias = new Float64Array(1024);
  private readonly edges = new EdgeTable();
  /** The last words read, those still within `window` positions of the next one (a ring). */
  private readonly recentIds: Int32Array;
  private readonly recentPositions: Float64Array;
  private recentStart = 0;
  private recentCount = 0;

  /** Words closer than `window` positions are linked. */
  constructor(private readonly window: number) {
    this.recentIds = new Int32Array(Math.max(1, window));
    this.recentPositions = new Float64Array(Math.max(1, window));
  }

  /** Adds the next content word; positions must increase. */
  add(word: ContentWord): void {
    let id = this.ids.get(word.stem);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word.stem, id);
      if (id >= this.bias.length) {
        const bigger = new Float64Array(this.bias.length * 2);
        bigger.set(this.bias);
        this.bias = bigger;
      }
    }
    this.bias[id] = (this.bias[id] ?? 0) + 1 / (word.position + 1);
    const capacity = this.recentIds.length;
    while (
      this.recentCount > 0 &&
      word.position - (this.recentPositions[this.recentStart] ?? 0) >= this.window
    ) {
      this.recentStart = (this.recentStart + 1) % capacity;
      this.recentCount -= 1;
    }
    for (let i = 0; i < this.recentCount; i += 1) {
      const other = this.recentIds[(this.recentStart + i) % capacity] ?? 0;
      if (other !== id) this.edges.increment(other, id);
    }
    // Positions are distinct, so no more than `window` words are ever within reach.
    if (this.recentCount === capacity) {
      this.recentStart = (this.recentStart + 1) % capacity;
      this.recentCount -= 1;
    }
    const slot = (this.recentStart + this.recentCount) % capacity;
    this.recentIds[slot] = id;
    this.recentPositions[slot] = word.position;
    this.recentCount += 1;
  }

  /** Each word's score, scaled so that the mean is 1. */
  rank(options: RankOptions): Map<string, number> {
    const size = this.ids.size;
    const result = new Map<string, number>();
    if (size === 0) return result;
    // Each step is a function of its own with one loop: run once per job, a long function of
    // several loops was compiled by V8 on the fly in one loop and again in each next one (eight
    // times in a book).
    const { damping } = options;
    const outWeight = outWeights(this.edges, size);
    const bias = this.bias;
    const biasTotal = sumOf(bias, size);
    const teleport = teleportOf(bias, size, damping, biasTotal);
    let scores = startScores(bias, size, biasTotal);
    const edges = packEdges(this.edges, outWeight, damping);
    let next: Float64Array = new Float64Array(size);
    for (let iteration = 0; iteration < options.iterations; iteration += 1) {
      next.set(teleport);
      spread(edges, scores, next);
      [scores, next] = [next, scores];
    }
    for (const [stem, id] of this.ids) result.set(stem, (scores[id] ?? 0) * size);
    return result;
  }
}

/** The edges packed in table order, each with what it passes per unit of score either way. */
interface PackedEdges {
  count: number;
  from: Int32Array;
  to: Int32Array;
  forward: Float64Array;
  backward: Float64Array;
}

function outWeights(table: EdgeTable, size: number): Float64Array {
  const { low, high, weight } = table;
  const outWeight = new Float64Array(size);
  for (let slot = 0; slot < low.length; slot += 1) {
    const l = low[slot] ?? EMPTY;
    if (l === EMPTY) continue;
    const w = weight[slot] ?? 0;
    const h = high[slot] ?? 0;
    outWeight[l] = (outWeight[l] ?? 0) + w;
    outWeight[h] = (outWeight[h] ?? 0) + w;
  }
  return outWeight;
}

function sumOf(values: Float64Array, size: number): number {
  let total = 0;
  for (let i = 0; i < size; i += 1) total += values[i] ?? 0;
  return total;
}

function teleportOf(
  bias: Float64Array,
  size: number,
  damping: number,
  total: number,
): Float64Array {
  const teleport = new Float64Array(size);
  for (let i = 0; i < size; i += 1) teleport[i] = ((1 - damping) * (bias[i] ?? 0)) / total;
  return teleport;
}

function startScores(bias: Float64Array, size: number, total: number): Float64Array {
  const scores = new Float64Array(size);
  for (let i = 0; i < size; i += 1) scores[i] = (bias[i] ?? 0) / total;
  return scores;
}

/**
 * The edges packed in table order (so sums add up in the same order), each with what it passes
 * per unit of score in either direction: its weight's share of the source's outgoing weight,
 * times the damping. The iterations then skip no empty slots and multiply once per direction.
 */
function packEdges(table: EdgeTable, outWeight: Float64Array, damping: number): PackedEdges {
  const { low, high, weight } = table;
  const count = table.size;
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const forward = new Float64Array(count);
  const backward = new Float64Array(count);
  for (let slot = 0, e = 0; slot < low.length; slot += 1) {
    const l = low[slot] ?? EMPTY;
    if (l === EMPTY) continue;
    const h = high[slot] ?? 0;
    const w = weight[slot] ?? 0;
    from[e] = l;
    to[e] = h;
    forward[e] = w * (damping / (outWeight[l] ?? 1));
    backward[e] = w * (damping / (outWeight[h] ?? 1));
    e += 1;
  }
  return { count, from, to, forward, backward };
}

/** One iteration: each edge passes its share of both ends' scores to the other end. */
function spread(edges: PackedEdges, scores: Float64Array, next: Float64Array): void {
  const { count, from, to, forward, backward } = edges;
  for (let e = 0; e < count; e += 1) {
    const l = from[e] ?? 0;
    const h = to[e] ?? 0;
    next[h] = (next[h] ?? 0) + (forward[e] ?? 0) * (scores[l] ?? 0);
    next[l] = (next[l] ?? 0) + (backward[e] ?? 0) * (scores[h] ?? 0);
  }
}
