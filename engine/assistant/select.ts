// Choosing which sentences of the ranked passages answer the question (extractive, never rewritten).
import { splitWords } from '../text/words';
import type { Passage, ScoredPassage } from './types';

export interface SentencePick {
  passage: Passage;
  /** Rank of the passage in the retrieval results (0 = best). */
  passageRank: number;
  /** Position of the sentence in its passage. */
  index: number;
  text: string;
  score: number;
}

export const SELECTION = {
  /** Passages whose sentences may be picked. */
  passages: 5,
  /** Sentence scores are multiplied by decay^passageRank, so the best passage is preferred. */
  decay: 0.8,
  /** Share of the passage's normalized retrieval score added to each of its sentences. */
  passageWeight: 2,
  /** Bonus of a sentence right after or before the first pick (the answer often follows it). */
  adjacency: 0.5,
  /** Sentences shorter than this many words are headings or fragments, not answers. */
  minWords: 4,
};

export function sentencePool(ranked: ScoredPassage[]): SentencePick[] {
  const top = ranked[0]?.score ?? 0;
  const pool: SentencePick[] = [];
  ranked.slice(0, SELECTION.passages).forEach((r, passageRank) => {
    const prior = top > 0 ? (SELECTION.passageWeight * r.score) / top : 0;
    for (const s of r.sentences) {
      if (splitWords(s.text).length < SELECTION.minWords) continue;
      const score = s.score * SELECTION.decay ** passageRank + prior;
      pool.push({ passage: r.passage, passageRank, index: s.index, text: s.text, score });
    }
  });
  return pool.sort(comparePicks);
}

/**
 * The sentences of the direct answer: the best sentence, then the best of the rest where the
 * neighbours of the first pick get a bonus. The best comes first, the others in reading order.
 */
export function directSentences(pool: SentencePick[], count: number): SentencePick[] {
  const picked: SentencePick[] = [];
  const rest = [...pool];
  while (picked.length < count && rest.length > 0) {
    const first = picked[0];
    let bestAt = 0;
    let bestScore = -Infinity;
    rest.forEach((s, i) => {
      const near = first !== undefined && isNeighbour(first, s) ? SELECTION.adjacency : 0;
      if (s.score + near > bestScore && !isDuplicate(s, picked)) {
        bestScore = s.score + near;
        bestAt = i;
      }
    });
    const [chosen] = rest.splice(bestAt, 1);
    if (chosen === undefined || bestScore === -Infinity) break;
    picked.push(chosen);
  }
  const [best, ...others] = picked;
  if (best === undefined) return [];
  return [
    best,
    ...others.sort((a, b) =>
      a.passage.id === b.passage.id ? a.index - b.index : a.passageRank - b.passageRank,
    ),
  ];
}

// Pronouns and demonstratives that open a sentence whose subject was named before it.
const ANAPHORIC_START =
  /^["'“‘(]?(?:it|its|it['’]s|they|their|them|he|his|she|her|this|these|those)\b/iu;

/**
 * When the best sentence opens with a pronoun ("It takes place in…"), the sentence before it in
 * its passage usually names the subject: it goes first, so the answer reads on its own.
 */
export function withAntecedent(direct: SentencePick[], ranked: ScoredPassage[]): SentencePick[] {
  const [best, ...others] = direct;
  if (best === undefined || !ANAPHORIC_START.test(best.text)) return direct;
  const before = ranked[best.passageRank]?.sentences.find((s) => s.index === best.index - 1);
  if (before === undefined || splitWords(before.text).length < SELECTION.minWords) return direct;
  const antecedent: SentencePick = { ...best, index: before.index, text: before.text };
  const rest = others.filter(
    (s) => !(s.passage.id === best.passage.id && s.index === before.index),
  );
  // The antecedent takes the place of the last other pick: a one-sentence answer gets two, a
  // longer one keeps its length.
  return [antecedent, best, ...rest].slice(0, Math.max(2, direct.length));
}

/** Further sentences for the bullet list, one per passage first for variety, best first. */
export function supportingSentences(
  pool: SentencePick[],
  used: SentencePick[],
  count: number,
): SentencePick[] {
  const remaining = pool.filter((s) => !isDuplicate(s, used));
  const firstOfEach: SentencePick[] = [];
  const seen = new Set(used.map((s) => s.passage.id));
  for (const s of remaining) {
    if (seen.has(s.passage.id)) continue;
    seen.add(s.passage.id);
    firstOfEach.push(s);
  }
  const ordered = [...firstOfEach, ...remaining.filter((s) => !firstOfEach.includes(s))];
  const out: SentencePick[] = [];
  for (const s of ordered) {
    if (out.length >= count) break;
    if (!isDuplicate(s, out)) out.push(s);
  }
  return out;
}

function isNeighbour(a: SentencePick, b: SentencePick): boolean {
  return a.passage.id === b.passage.id && Math.abs(a.index - b.index) === 1;
}

/** Same sentence, or the same text repeated in another passage (overlapping chunks). */
function isDuplicate(s: SentencePick, picked: SentencePick[]): boolean {
  const key = normalize(s.text);
  return picked.some((p) => normalize(p.text) === key);
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function comparePicks(a: SentencePick, b: SentencePick): number {
  return (
    b.score - a.score ||
    a.passageRank - b.passageRank ||
    a.index - b.index ||
    (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0)
  );
}
