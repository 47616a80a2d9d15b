// Hybrid retrieval helpers: reciprocal rank fusion of several rankings, and the nearest vectors
// of a query embedding by cosine similarity. Pure and deterministic: ties break on id.

export interface IdScore {
  id: string;
  score: number;
}

export interface VectorItem {
  id: string;
  vector: number[];
  /** Euclidean norm of `vector`, when the caller stores it to save recomputing it per query. */
  norm?: number;
}

/**
 * Reciprocal rank fusion (Cormack et al., 2009): each ranking gives an id 1 / (k + rank), rank
 * counted from 1; an id missing from a ranking gets nothing from it. A repeated id in one
 * ranking counts at its best rank only.
 */
export function reciprocalRankFusion(rankings: string[][], k = 60): IdScore[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    const seen = new Set<string>();
    ranking.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + i + 1));
    });
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort(compareIdScores);
}

export function vectorNorm(v: number[]): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) {
    const x = v[i] ?? 0;
    sum += x * x;
  }
  return Math.sqrt(sum);
}

function dot(a: number[], b: number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/**
 * Cosine of the angle between two vectors; 0 when either is all zeros, or when their lengths
 * differ (vectors of another embedding model are not comparable, and retrieval should fall back
 * to its lexical ranking rather than fail).
 */
export function cosineSimilarity(a: number[], b: number[]): number {
  if (a.length !== b.length) return 0;
  return cosineWithNorms(a, vectorNorm(a), b, vectorNorm(b));
}

function cosineWithNorms(a: number[], normA: number, b: number[], normB: number): number {
  if (a.length !== b.length || normA === 0 || normB === 0) return 0;
  return dot(a, b) / (normA * normB);
}

/** The `k` items most similar to `query`, best first. */
export function topByCosine(query: number[], items: VectorItem[], k: number): IdScore[] {
  const limit = Math.max(0, Math.floor(k));
  if (limit === 0) return [];
  const queryNorm = vectorNorm(query);
  const top: IdScore[] = [];
  for (const item of items) {
    const score = cosineWithNorms(
      query,
      queryNorm,
      item.vector,
      item.norm ?? vectorNorm(item.vector),
    );
    const candidate = { id: item.id, score };
    const last = top[top.length - 1];
    if (top.length >= limit && last !== undefined && compareIdScores(candidate, last) >= 0) {
      continue;
    }
    top.splice(insertionPoint(top, candidate), 0, candidate);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Where `x` goes in the sorted `list` (binary search). */
function insertionPoint(list: IdScore[], x: IdScore): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const m = list[mid];
    if (m !== undefined && compareIdScores(x, m) < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function compareIdScores(a: IdScore, b: IdScore): number {
  return b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
