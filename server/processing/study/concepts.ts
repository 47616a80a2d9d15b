// Turns ranked candidate phrases into glossary entries with an explanation and a source.
import type { ItemSource, StudyConcept } from '../types';
import { explain } from './explain';
import type { RankedCandidate } from './rank';
import { itemSourceOf, type StudySentence } from './sentences';

const NO_SOURCE: ItemSource = {
  source_page_number: null,
  source_video_timestamp_start_seconds: null,
  source_video_timestamp_end_seconds: null,
};

/** Where a concept's cards and questions send the student: the sentence that explains it. */
export function conceptSourceOf(entry: ConceptEntry): ItemSource | null {
  return itemSourceOf(entry.sentence.location);
}

/** A concept with what the card and quiz builders need besides the public fields. */
export interface ConceptEntry {
  concept: StudyConcept;
  key: string;
  /** Every surface form seen in the text, most frequent first. */
  forms: string[];
  /** The sentence the explanation starts with. */
  sentence: StudySentence;
  /** Every sentence that mentions the concept, in text order. */
  mentionIds: number[];
  rank: number;
}

const MIN_CONCEPTS = 10;
const MAX_CONCEPTS = 150;
const WORDS_PER_CONCEPT = 200;
/** Log-odds above which a candidate is likely a glossary term (probability 0.3). */
const LIKELY_TERM = Math.log(0.3 / 0.7);
// Mentions searched for a definition; the earliest ones are where a term is usually introduced.
const MAX_MENTIONS = 40;

/**
 * As many concepts as the material holds likely terms, and at least one per 200 words (a
 * textbook chapter names a term every 150–250 words in its glossary); never fewer than ten (an
 * abstract still has ten glossary-worthy terms) nor more than 150 (a long book's glossary stays
 * usable).
 */
export function conceptLimit(totalWords: number, scores: ArrayLike<number>): number {
  let likely = 0;
  for (let i = 0; i < scores.length; i += 1) if ((scores[i] ?? 0) >= LIKELY_TERM) likely += 1;
  const byLength = Math.round(totalWords / WORDS_PER_CONCEPT);
  return Math.min(Math.max(MIN_CONCEPTS, byLength, likely), MAX_CONCEPTS);
}

function formsOf(candidate: RankedCandidate): string[] {
  const forms = [...candidate.surfaces].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return [candidate.title, ...forms.map(([form]) => form).filter((f) => f !== candidate.title)];
}

function isWorthy(title: string): boolean {
  const letters = title.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && title.length <= 80;
}

function importance(score: number): number {
  return Math.round((1 / (1 + Math.exp(-score))) * 10_000) / 10_000;
}

export function selectConcepts(
  ranked: Iterable<RankedCandidate>,
  sentences: readonly StudySentence[],
  limit: number,
  language: string,
  options: { skipNested?: boolean } = {},
): ConceptEntry[] {
  const out: ConceptEntry[] = [];
  const seenTitles = new Set<string>();
  const chosen: RankedCandidate[] = [];
  for (const candidate of ranked) {
    if (out.length >= limit) break;
    const lowerTitle = candidate.title.toLowerCase();
    if (!isWorthy(candidate.title) || seenTitles.has(lowerTitle)) continue;
    if (options.skipNested && chosen.some((c) => isOnlyInside(candidate, c))) continue;
    const forms = formsOf(candidate);
    const mentionIds = [...candidate.sentences];
    const mentions = mentionIds.slice(0, MAX_MENTIONS).flatMap((id) => sentences[id] ?? []);
    const explanation = explain(forms, mentions, sentences, language);
    if (!explanation) continue;
    seenTitles.add(lowerTitle);
    chosen.push(candidate);
    out.push({
      concept: {
        concept_title: candidate.title,
        concept_explanation: explanation.text,
        ...(itemSourceOf(explanation.sentence.location) ?? NO_SOURCE),
        importance: importance(candidate.score),
      },
      key: candidate.key,
      forms,
      sentence: explanation.sentence,
      mentionIds,
      rank: out.length,
    });
  }
  return out;
}

function mentionCount(surfaces: Iterable<[string, number]>): number {
  let n = 0;
  for (const [, count] of surfaces) n += count;
  return n;
}

/**
 * A phrase seen no more often than a longer concept already chosen that holds it ("Forum mondial
 * de la langue" after "Forum mondial de la langue française"): a cut of that name, not a concept.
 */
function isOnlyInside(candidate: RankedCandidate, chosen: RankedCandidate): boolean {
  const inner = ` ${candidate.title.toLowerCase()} `;
  const outer = ` ${chosen.title.toLowerCase()} `;
  if (outer.length <= inner.length || !outer.includes(inner)) return false;
  return mentionCount(candidate.surfaces) <= mentionCount(chosen.surfaces);
}
