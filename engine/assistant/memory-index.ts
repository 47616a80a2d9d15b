// In-memory twin of the server's full-text index: an inverted index over stems that yields
// candidates by BM25 over an OR of the query terms, and the corpus statistics for re-ranking.
import { analyzePassage, type AnalyzedPassage } from './analysis';
import { idfOf } from './features';
import { queryTerms } from './query';
import { BM25, rankPassages } from './rank';
import type { CorpusStats, Passage, ScoredPassage } from './types';

/** How many candidates `search` re-ranks, as the server takes from its full-text index. */
export const CANDIDATE_LIMIT = 100;

const DEAD = -1;

interface Doc {
  passage: Passage;
  analyzed: AnalyzedPassage;
}

interface Postings {
  docs: number[];
  tfs: number[];
  /** Number of live documents containing the term. */
  df: number;
}

export class MemoryIndex {
  private readonly docs: (Doc | undefined)[] = [];
  private readonly byId = new Map<string, number>();
  private readonly postings = new Map<string, Postings>();
  /** Length in terms of each slot's passage, or DEAD once removed. */
  private readonly lengths: number[] = [];
  private totalLength = 0;
  private liveCount = 0;

  get size(): number {
    return this.liveCount;
  }

  add(passage: Passage): void {
    this.remove(passage.id);
    const analyzed = analyzePassage(passage.text);
    const slot = this.docs.length;
    this.docs.push({ passage, analyzed });
    this.lengths.push(analyzed.terms.length);
    this.byId.set(passage.id, slot);
    for (const [term, tf] of countTerms(analyzed.terms)) {
      let p = this.postings.get(term);
      if (p === undefined) {
        p = { docs: [], tfs: [], df: 0 };
        this.postings.set(term, p);
      }
      p.docs.push(slot);
      p.tfs.push(tf);
      p.df++;
    }
    this.totalLength += analyzed.terms.length;
    this.liveCount++;
  }

  /** Removes a passage; its postings stay behind and are skipped (slots are never reused). */
  remove(id: string): void {
    const slot = this.byId.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    if (slot === undefined || doc === undefined) return;
    this.byId.delete(id);
    this.docs[slot] = undefined;
    this.lengths[slot] = DEAD;
    for (const term of countTerms(doc.analyzed.terms).keys()) {
      const p = this.postings.get(term);
      if (p !== undefined) p.df--;
    }
    this.totalLength -= doc.analyzed.terms.length;
    this.liveCount--;
  }

  stats(): CorpusStats {
    const docCount = this.liveCount;
    const avgDocLength = docCount > 0 ? this.totalLength / docCount : 0;
    return { docCount, avgDocLength, docFreq: (stem) => this.postings.get(stem)?.df ?? 0 };
  }

  /** The `limit` best passages by BM25 over an OR of the query's content stems. */
  candidates(query: string, limit: number): Passage[] {
    const avg = this.liveCount > 0 ? this.totalLength / this.liveCount : 1;
    const scores = new Float64Array(this.docs.length);
    const touched: number[] = [];
    for (const term of new Set(queryTerms(query))) {
      const p = this.postings.get(term);
      if (p === undefined || p.df === 0) continue;
      const idf = idfOf(this.liveCount, p.df);
      for (let i = 0; i < p.docs.length; i++) {
        const slot = p.docs[i] ?? 0;
        if (this.lengths[slot] === DEAD) continue;
        const tf = p.tfs[i] ?? 0;
        const length = this.lengths[slot] ?? 0;
        const norm = BM25.k1 * (1 - BM25.b + (BM25.b * length) / avg);
        if (scores[slot] === 0) touched.push(slot);
        scores[slot] = (scores[slot] ?? 0) + (idf * tf * (BM25.k1 + 1)) / (tf + norm);
      }
    }
    return topSlots(touched, scores, limit).flatMap((slot) => this.docs[slot]?.passage ?? []);
  }

  /** The k best passages; `weights` other than the ranker's own are for benchmarks. */
  search(query: string, k: number, weights?: Parameters<typeof rankPassages>[5]): ScoredPassage[] {
    return rankPassages(
      query,
      this.candidates(query, CANDIDATE_LIMIT),
      this.stats(),
      k,
      (p) => this.analysisOf(p),
      weights,
    );
  }

  /** The stored analysis of a passage of this index. */
  analysisOf(p: Passage): AnalyzedPassage {
    const slot = this.byId.get(p.id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    return doc !== undefined && doc.passage === p ? doc.analyzed : analyzePassage(p.text);
  }
}

function countTerms(list: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of list) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Slots of the `limit` highest scores, best first; ties go to the earlier slot. */
function topSlots(slots: number[], scores: Float64Array, limit: number): number[] {
  const top: [number, number][] = [];
  for (const slot of slots) {
    const score = scores[slot] ?? 0;
    const last = top[top.length - 1];
    if (top.length >= limit && last !== undefined && !better(score, slot, last)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = top[mid];
      if (m !== undefined && better(score, slot, m)) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, [score, slot]);
    if (top.length > limit) top.pop();
  }
  return top.map(([, slot]) => slot);
}

function better(score: number, slot: number, than: [number, number]): boolean {
  return score > than[0] || (score === than[0] && slot < than[1]);
}
