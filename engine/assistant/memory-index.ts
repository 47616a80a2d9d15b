// In-memory twin of the server's full-text index: an inverted index over stems that yields
// candidates by BM25 over an OR of the query terms, and the corpus statistics for re-ranking.
import { analyzePassage, type AnalyzedPassage } from './analysis';
import { idfOf } from './ranking-features';
import type { Language } from '../language/codes';
import { packAnalysis, StemTable, unpackAnalysis, type CompactAnalysis } from './compact-analysis';
import { analyzeQuery, questionLanguage, withCorpusForms } from './query';
import { MAX_TYPOS, nearestSpelling, slipsBetween, typoDistance } from './spelling';
import { BM25, rankPassages } from './rank';
import type { RelatedTerms } from './related-terms';
import type { CorpusStats, Passage, ScoredPassage } from './types';

/** How many candidates `search` re-ranks, as the server takes from its full-text index. */
export const CANDIDATE_LIMIT = 100;

const DEAD = -1;
/** A variant of a stem shares at least its first 5 letters and differs in at most 3 at the end. */
const VARIANT_PREFIX = 5;
const VARIANT_TAIL = 3;
const ALPHABETIC = /^\p{L}+$/u;
/** A compound's head has at least 5 letters, what comes before it at least 3. */
const COMPOUND_HEAD = 5;
const COMPOUND_MODIFIER = 3;

interface Doc {
  passage: Passage;
  /** The analysis as `analyzePassage` gave it, or packed (a compact index). */
  analyzed: AnalyzedPassage | CompactAnalysis;
}

export interface MemoryIndexOptions {
  /**
   * Keep each passage's analysis (sentences and stems) as objects (default), or packed: stems
   * as ids and sentences as ranges of the text, unpacked for the ranker when the passage is a
   * candidate. Packed, the index of 20,000 chunks takes about a third of the memory for the
   * same results and a few tens of microseconds more per candidate (the device's engine worker).
   */
  keepAnalysis?: boolean;
  /** Related English words for the ranker (the server's, see rank.ts); none on the device. */
  relatedTerms?: RelatedTerms;
}

/** Which passages a search may return (e.g. the files a chat is scoped to). */
export type PassageScope = (p: Passage) => boolean;

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
  /** Live passages per language: a question whose words do not tell is read in the commonest. */
  private readonly languages = new Map<Language, number>();
  /** Every stem ever indexed, sorted; rebuilt after a new stem arrives. */
  private vocabulary: string[] | null = null;
  private readonly keepAnalysis: boolean;
  private readonly relatedTerms: RelatedTerms | undefined;
  private readonly stemTable = new StemTable();

  constructor(options: MemoryIndexOptions = {}) {
    this.keepAnalysis = options.keepAnalysis ?? true;
    this.relatedTerms = options.relatedTerms;
  }

  get size(): number {
    return this.liveCount;
  }

  add(passage: Passage): void {
    this.remove(passage.id);
    const analysis = analyzePassage(passage.text);
    const { language, terms: stems } = analysis;
    const packed = this.keepAnalysis ? null : packAnalysis(passage.text, analysis, this.stemTable);
    const slot = this.docs.length;
    this.docs.push({ passage, analyzed: packed ?? analysis });
    this.lengths.push(stems.length);
    this.byId.set(passage.id, slot);
    for (const [term, tf] of countTerms(stems)) {
      let p = this.postings.get(term);
      if (p === undefined) {
        p = { docs: [], tfs: [], df: 0 };
        this.postings.set(term, p);
        this.vocabulary = null;
      }
      p.docs.push(slot);
      p.tfs.push(tf);
      p.df++;
    }
    this.totalLength += stems.length;
    this.liveCount++;
    this.languages.set(language, (this.languages.get(language) ?? 0) + 1);
  }

  /** Removes a passage; its postings stay behind and are skipped (slots are never reused). */
  remove(id: string): void {
    const slot = this.byId.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    if (slot === undefined || doc === undefined) return;
    const length = this.lengths[slot] ?? 0;
    this.byId.delete(id);
    this.docs[slot] = undefined;
    this.lengths[slot] = DEAD;
    const { terms: stems, language } = this.analysisOfDoc(doc);
    for (const term of countTerms(stems).keys()) {
      const p = this.postings.get(term);
      if (p !== undefined) p.df--;
    }
    this.totalLength -= length;
    this.liveCount--;
    this.languages.set(language, (this.languages.get(language) ?? 1) - 1);
  }

  /** Statistics of the whole index, or of the passages in `scope` (counted per query). */
  stats(scope?: PassageScope): CorpusStats {
    if (scope) return this.scopedStats(scope);
    const docCount = this.liveCount;
    const avgDocLength = docCount > 0 ? this.totalLength / docCount : 0;
    return {
      docCount,
      avgDocLength,
      docFreq: (stem) => this.postings.get(stem)?.df ?? 0,
      variantOf: (stem) => this.variantOf(stem),
    };
  }

  /**
   * See `CorpusStats.variantOf`: the live stem sharing the longest start with `stem`, or else the
   * longest live stem that ends it (the head of a compound: "besatz" in "hauptbesatz"), or else
   * the live stem a typing slip or two away ("disciplin" for "disclipin"). A slip of the whole word
   * wins over a stem that only shares its start when it is the closer of the two: "consitut"
   * (a letter dropped from "constitut") is no form of "consist".
   */
  private variantOf(stem: string): string | null {
    if (stem.length < VARIANT_PREFIX || !ALPHABETIC.test(stem)) return null;
    const start = this.sameStart(stem);
    const startEdits = start === null ? Infinity : typoDistance(stem, start, MAX_TYPOS + 1);
    if (startEdits <= 1) return start;
    const slip = nearestSpelling(
      stem,
      this.sortedVocabulary(),
      (other) => this.postings.get(other)?.df ?? 0,
    );
    if (slip !== null && slipsBetween(stem, slip) < startEdits) return slip;
    return start ?? this.compoundHead(stem) ?? slip;
  }

  private sortedVocabulary(): string[] {
    return (this.vocabulary ??= [...this.postings.keys()].sort());
  }

  private compoundHead(stem: string): string | null {
    for (let i = COMPOUND_MODIFIER; i <= stem.length - COMPOUND_HEAD; i++) {
      const head = stem.slice(i);
      if ((this.postings.get(head)?.df ?? 0) > 0) return head;
    }
    return null;
  }

  private sameStart(stem: string): string | null {
    const vocabulary = this.sortedVocabulary();
    const prefix = stem.slice(0, VARIANT_PREFIX);
    let lo = 0;
    let hi = vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((vocabulary[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    let best: string | null = null;
    let bestShared = 0;
    let bestDf = 0;
    for (let i = lo; i < vocabulary.length; i++) {
      const other = vocabulary[i] ?? '';
      if (!other.startsWith(prefix)) break;
      const df = this.postings.get(other)?.df ?? 0;
      if (df === 0 || other === stem) continue;
      let shared = VARIANT_PREFIX;
      while (shared < stem.length && stem[shared] === other[shared]) shared++;
      if (shared < Math.max(stem.length, other.length) - VARIANT_TAIL) continue;
      if (shared > bestShared || (shared === bestShared && df > bestDf)) {
        best = other;
        bestShared = shared;
        bestDf = df;
      }
    }
    return best;
  }

  /** The language a question is read in: its own, or else the commonest of the passages. */
  queryLanguage(query: string): Language {
    let main: Language = 'en';
    let mainCount = 0;
    for (const [language, count] of this.languages) {
      if (count > mainCount) {
        main = language;
        mainCount = count;
      }
    }
    return questionLanguage(query, main);
  }

  /** The `limit` best passages by BM25 over an OR of the query's content stems. */
  candidates(
    query: string,
    limit: number,
    language = this.queryLanguage(query),
    scope?: PassageScope,
  ): Passage[] {
    const scoped = scope ? this.scopedStats(scope) : null;
    const live = scoped ? scoped.docCount : this.liveCount;
    const avg = scoped ? scoped.avgDocLength || 1 : live > 0 ? this.totalLength / live : 1;
    const scores = new Float64Array(this.docs.length);
    const touched: number[] = [];
    const { terms } = withCorpusForms(analyzeQuery(query, language), this.stats());
    for (const term of terms) {
      const p = this.postings.get(term);
      const df = scoped ? scoped.docFreq(term) : (p?.df ?? 0);
      if (p === undefined || df === 0) continue;
      const idf = idfOf(live, df);
      for (let i = 0; i < p.docs.length; i++) {
        const slot = p.docs[i] ?? 0;
        if (this.lengths[slot] === DEAD || !this.inScope(slot, scope)) continue;
        const tf = p.tfs[i] ?? 0;
        const length = this.lengths[slot] ?? 0;
        const norm = BM25.k1 * (1 - BM25.b + (BM25.b * length) / avg);
        if (scores[slot] === 0) touched.push(slot);
        scores[slot] = (scores[slot] ?? 0) + (idf * tf * (BM25.k1 + 1)) / (tf + norm);
      }
    }
    return topSlots(touched, scores, limit).flatMap((slot) => this.docs[slot]?.passage ?? []);
  }

  /**
   * The k best passages (of `scope` when given); `weights` other than the ranker's own are for
   * benchmarks.
   */
  search(
    query: string,
    k: number,
    weights?: Parameters<typeof rankPassages>[5],
    scope?: PassageScope,
  ): ScoredPassage[] {
    const language = this.queryLanguage(query);
    return rankPassages(
      query,
      this.candidates(query, CANDIDATE_LIMIT, language, scope),
      this.stats(scope),
      k,
      (p) => this.analysisOf(p),
      weights,
      language,
      this.relatedTerms,
    );
  }

  /** The related words the ranker reads, if any (see `MemoryIndexOptions.relatedTerms`). */
  get related(): RelatedTerms | undefined {
    return this.relatedTerms;
  }

  /** The stored analysis of a passage of this index. */
  analysisOf(p: Passage): AnalyzedPassage {
    const slot = this.byId.get(p.id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    return doc !== undefined && doc.passage === p
      ? this.analysisOfDoc(doc)
      : analyzePassage(p.text);
  }

  private analysisOfDoc(doc: Doc): AnalyzedPassage {
    const { analyzed } = doc;
    return analyzed.terms instanceof Uint32Array
      ? unpackAnalysis(doc.passage.text, analyzed as CompactAnalysis, this.stemTable)
      : (analyzed as AnalyzedPassage);
  }

  private inScope(slot: number, scope: PassageScope | undefined): boolean {
    if (!scope) return true;
    const doc = this.docs[slot];
    return doc !== undefined && scope(doc.passage);
  }

  /** Statistics of the passages in `scope`, document frequencies counted when asked. */
  private scopedStats(scope: PassageScope): CorpusStats {
    let docCount = 0;
    let length = 0;
    this.docs.forEach((doc, slot) => {
      if (doc === undefined || !scope(doc.passage)) return;
      docCount++;
      length += this.lengths[slot] ?? 0;
    });
    const freq = new Map<string, number>();
    const docFreq = (stem: string): number => {
      const known = freq.get(stem);
      if (known !== undefined) return known;
      const p = this.postings.get(stem);
      let n = 0;
      for (const slot of p?.docs ?? [])
        if (this.lengths[slot] !== DEAD && this.inScope(slot, scope)) n++;
      freq.set(stem, n);
      return n;
    };
    return {
      docCount,
      avgDocLength: docCount > 0 ? length / docCount : 0,
      docFreq,
      variantOf: (stem) => this.variantOf(stem),
    };
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
