// The words and phrase occurrences that candidate reading produces and ranking consumes, shared
// by the collector, the candidate statistics and the word graph (so none imports another back).

export interface Occurrence {
  /** Stemmed, lowercased words joined by spaces: variants of one concept share it. */
  key: string;
  surface: string;
  sentence: number;
  /** Index of the phrase's first word among all words of the material. */
  position: number;
  /** The same, counted from the start of its chunk: "early" means early in its own section. */
  localPosition: number;
  /** A trailing part of a longer noun phrase ("hyperbolic PDEs" in "fast hyperbolic PDEs"). */
  embedded: boolean;
  /** The sentence defines it here ("X is a …", "called X"). */
  defined?: boolean;
}

export interface ContentWord {
  stem: string;
  position: number;
}
