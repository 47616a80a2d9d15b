// Misspelt query words ("disclipine", "univeristy", "prodcut", "corupt"): a stem the corpus lacks
// is read as the corpus stem one or two typing slips away, so a question typed in a hurry still
// finds its passage. The slips read so are those that keep the word's letters: two letters in the
// wrong order, a letter dropped or doubled, at most one letter more or fewer. A letter changed
// for another, or a different first letter, makes another word more often than a slip does
// ("punch" and "lunch", "fresno" and "fresco", "intercept" and "interest").

/** Stems shorter than this are too short to tell a slip from another word. */
export const MIN_TYPO_LENGTH = 5;
/** From this length on, two slips are allowed; below it, one. */
export const TWO_TYPOS_LENGTH = 8;
/** The most slips any stem may hold. */
export const MAX_TYPOS = 2;

/** How many slips a stem of this length may hold. */
export function allowedTypos(length: number): number {
  return length >= TWO_TYPOS_LENGTH ? MAX_TYPOS : length >= MIN_TYPO_LENGTH ? 1 : 0;
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of adjacent letters) when it is at
 * most `max`, else `max + 1`: rows stop as soon as every cell is over the bound.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** Letters of one word the other lacks, counted both ways (0 for an anagram). */
export function letterGap(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const ch of a) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) - 1);
  let gap = 0;
  for (const c of counts.values()) gap += Math.abs(c);
  return gap;
}

/**
 * The slips that turn `other` into the misspelt `stem` (1 or 2), or Infinity when `stem` is no
 * slip of it: another first letter, a letter changed, or more slips than its length allows.
 */
export function slipsBetween(stem: string, other: string): number {
  const max = allowedTypos(Math.min(stem.length, other.length));
  if (max === 0 || stem === other || stem[0] !== other[0]) return Infinity;
  if (Math.abs(stem.length - other.length) > 1 || letterGap(stem, other) > 1) return Infinity;
  const distance = typoDistance(stem, other, max);
  return distance > max ? Infinity : distance;
}

/**
 * The stem of `vocabulary` of which `stem` is a slip (`slipsBetween`): fewest slips first, then
 * the one in most passages (`docFreq`), then the first met; null for none. Only alphabetic stems
 * are read as misspelt (numbers and codes are not).
 */
export function nearestSpelling(
  stem: string,
  vocabulary: Iterable<string>,
  docFreq: (stem: string) => number,
): string | null {
  if (allowedTypos(stem.length) === 0 || !/^\p{L}+$/u.test(stem)) return null;
  let best: string | null = null;
  let bestSlips = Infinity;
  let bestDf = 0;
  for (const other of vocabulary) {
    if (other[0] !== stem[0]) continue;
    const slips = slipsBetween(stem, other);
    if (slips === Infinity || slips > bestSlips) continue;
    const df = docFreq(other);
    if (df > 0 && (slips < bestSlips || df > bestDf)) {
      best = other;
      bestSlips = slips;
      bestDf = df;
    }
  }
  return best;
}
