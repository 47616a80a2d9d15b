// Wrong options for a concept: other concepts of the same material that look like the same
// kind of thing (same number of words, same head word, same shape), never the answer itself.
import type { ConceptEntry } from './concepts';
import { findTerm } from './text';

type Shape = 'acronym' | 'capitalized' | 'lower';

function shape(title: string): Shape {
  if (/^[\p{Lu}\p{N}-]{2,}s?$/u.test(title)) return 'acronym';
  return /^\p{Lu}/u.test(title) ? 'capitalized' : 'lower';
}

/** What similarity compares, worked out once per concept rather than once per pair. */
interface Profile {
  paddedKey: string;
  words: number;
  head: string;
  shape: Shape;
  lowerTitle: string;
  lowerExplanation: string;
}

const profiles = new WeakMap<ConceptEntry, Profile>();

function profileOf(entry: ConceptEntry): Profile {
  let profile = profiles.get(entry);
  if (!profile) {
    const words = entry.key.split(' ');
    profile = {
      paddedKey: ` ${entry.key} `,
      words: words.length,
      head: words[words.length - 1] ?? '',
      shape: shape(entry.concept.concept_title),
      lowerTitle: entry.concept.concept_title.toLowerCase(),
      lowerExplanation: entry.concept.concept_explanation.toLowerCase(),
    };
    profiles.set(entry, profile);
  }
  return profile;
}

function overlaps(a: Profile, b: Profile): boolean {
  return a.paddedKey.includes(b.paddedKey) || b.paddedKey.includes(a.paddedKey);
}

function similarity(target: ConceptEntry, other: ConceptEntry, total: number): number {
  const t = profileOf(target);
  const o = profileOf(other);
  let score = 0;
  const lengthGap = Math.abs(t.words - o.words);
  if (lengthGap === 0) score += 2;
  else if (lengthGap === 1) score += 1;
  if (t.head === o.head) score += 2;
  if (t.shape === o.shape) score += 1;
  // A term named in the target's explanation would give the answer away by elimination.
  if (
    t.lowerExplanation.includes(o.lowerTitle) &&
    findTerm(target.concept.concept_explanation, other.concept.concept_title)
  ) {
    score -= 3;
  }
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
    .filter((other) => other !== target && !overlaps(profileOf(other), profileOf(target)))
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
