// The data that flows through retrieval and answering. Plain values: no HTTP, no database.

/** A retrievable unit of a student's material: one chunk of a file, or one record of a corpus. */
export interface Passage {
  id: string;
  text: string;
  fileId?: string;
  fileName?: string;
  page?: number | null;
  startSeconds?: number | null;
  endSeconds?: number | null;
}

/** Statistics of the whole collection the candidates were drawn from (for idf and length norms). */
export interface CorpusStats {
  docCount: number;
  /** Mean passage length in content terms (stopwords excluded), as counted by `terms()`. */
  avgDocLength: number;
  /** Number of passages containing the stem (a stem of `terms()`). */
  docFreq(stem: string): number;
  /**
   * A stem of the corpus that is another form of a stem it lacks (the same first letters, a few
   * more or fewer at the end: "reisebegleit" for "reisebegleiterin"), or null. Stemmers leave
   * such forms apart in languages rich in inflection and compounds.
   */
  variantOf?(stem: string): string | null;
}

export interface ScoredSentence {
  text: string;
  /** Position of the sentence in its passage. */
  index: number;
  /** How well the sentence alone answers the query (idf overlap, bigrams, question-type cue). */
  score: number;
}

export interface ScoredPassage {
  passage: Passage;
  score: number;
  /** Share (0..1) of the query's idf mass found in the passage; terms unknown to the corpus count. */
  coverage: number;
  /** How many of the query's content terms occur nowhere in the corpus (same for every passage). */
  unknownTerms: number;
  /** Number of distinct content terms of the query (same for every passage). */
  queryTerms: number;
  /** Largest share (0..1) of the query's idf mass held by a single sentence of the passage. */
  sentenceCoverage: number;
  /** The passage's sentences with their scores, in passage order. */
  sentences: ScoredSentence[];
}
