// Words a question may use for a passage's own: synonyms and derivations ("TV" for "television",
// "invade" for "invasion"), as a table of English stems. The server loads it (built from WordNet,
// see scripts/build-related-words.ts); the device's engine ranks without it.

/** Stem → the stems related to it (never itself). */
export type RelatedTerms = ReadonlyMap<string, readonly string[]>;

/** Reads the table's text: one stem a line, a tab, then its related stems separated by spaces. */
export function parseRelatedTerms(text: string): RelatedTerms {
  const table = new Map<string, readonly string[]>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const related = line
      .slice(tab + 1)
      .split(' ')
      .filter((s) => s !== '');
    if (related.length > 0) table.set(line.slice(0, tab), related);
  }
  return table;
}

/** Writes the table as `parseRelatedTerms` reads it, stems in sorted order. */
export function formatRelatedTerms(table: RelatedTerms): string {
  return [...table.keys()]
    .sort()
    .map((stem) => `${stem}\t${[...(table.get(stem) ?? [])].sort().join(' ')}\n`)
    .join('');
}

/**
 * For a question's terms, the passage stems that stand in for one of them: stem → positions of
 * the query terms it is related to. A stem that is itself a query term is left out (it matches
 * as it is).
 */
export function relatedStandIns(
  terms: readonly string[],
  related: RelatedTerms,
): Map<string, number[]> {
  const queryTerms = new Set(terms);
  const standIns = new Map<string, number[]>();
  terms.forEach((term, position) => {
    for (const stem of related.get(term) ?? []) {
      if (queryTerms.has(stem)) continue;
      const positions = standIns.get(stem);
      if (positions === undefined) standIns.set(stem, [position]);
      else if (!positions.includes(position)) positions.push(position);
    }
  });
  return standIns;
}
