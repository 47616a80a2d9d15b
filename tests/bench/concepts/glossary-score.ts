// Scoring of key concepts against an author's glossary, exactly as
// ../shared/data/textbook/thinkjava2/README.md describes it: lowercase, collapse whitespace, fold
// plurals word by word; a term is found when a title equals it or contains it as whole words.

function singular(word: string): string {
  if (word.length > 3 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function normalizeTerm(text: string): string {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9'+-]*/g) ?? []).map(singular).join(' ');
}

function contains(title: string, term: string): boolean {
  return ` ${title} `.includes(` ${term} `);
}

export interface GlossaryScore {
  terms: number;
  found: number;
  /** Concept titles that are (contain, or are contained in) a glossary term. */
  titles: number;
  matchingTitles: number;
  missed: string[];
}

export function scoreAgainstGlossary(
  titles: readonly string[],
  terms: readonly string[],
): GlossaryScore {
  const normalTitles = titles.map(normalizeTerm);
  const normalTerms = [...new Set(terms.map(normalizeTerm))];
  const missed: string[] = [];
  let found = 0;
  for (const term of normalTerms) {
    if (normalTitles.some((title) => contains(title, term))) found += 1;
    else missed.push(term);
  }
  // Precision counts a title as a glossary term when it contains one or is part of one
  // ("method" for "void method"): the title names something the author lists.
  const matchingTitles = normalTitles.filter((title) =>
    normalTerms.some((term) => contains(title, term) || contains(term, title)),
  ).length;
  return { terms: normalTerms.length, found, titles: titles.length, matchingTitles, missed };
}
