// Wrong options for a concept: other concepts of the same material that look like the same
// kind of thing (same number of words, same head word, same shape), never the answer itself.
import type { ConceptEntry } from './concepts';
import { findTerm } from './text';

function shape(title: string): 'acronym' | 'capitalized' | 'lower' {
  if (/^[\p{Lu}\p{N}-]{2,}s?$/u.test(title)) return 'acronym';
  return /^\p{Lu}/u.test(title) ? 'capitalized' : 'lower';
}

function overlaps(a: ConceptEntry, b: ConceptEntry): boolean {
  const ak = ` ${a.key} `;
  const bk = ` ${b.key} `;
  return ak.includes(bk) || bk.includes(ak);
}

function similarity(target: ConceptEntry, other: ConceptEntry, total: number): number {
  const targetWords = target.key.split(' ');
  const otherWords = other.key.split(' ');
  let score = 0;
  const lengthGap = Math.abs(targetWords.length - otherWords.length);
  if (lengthGap === 0) score += 2;
  else if (lengthGap === 1) score += 1;
  if (targetWords[targetWords.length - 1] === otherWords[otherWords.length - 1]) score += 2;
  if (shape(target.concept.concept_title) === shape(other.concept.concept_title)) score += 1;
  // A term named in the target's explanation would give the answer away by elimination.
  if (findTerm(target.concept.concept_explanation, other.concept.concept_title)) score -= 3;
  score -= Math.abs(target.rank - other.rank) / Math.max(1, total);
  return score;
}

export function pickDistractors(
  entries: readonly ConceptEntry[],
  target: ConceptEntry,
  count = 3,
): string[] {
  const answer = target.concept.concept_title.toLowerCase();
  const scored = entries
    .filter((other) => other !== target && !overlaps(other, target))
    .map((other) => ({ other, score: similarity(target, other, entries.length) }))
    .sort((a, b) => b.score - a.score || a.other.rank - b.other.rank);
  const picked: string[] = [];
  const seen = new Set([answer]);
  for (const { other } of scored) {
    const title = other.concept.concept_title;
    if (seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    picked.push(title);
    if (picked.length >= count) break;
  }
  return picked;
}
