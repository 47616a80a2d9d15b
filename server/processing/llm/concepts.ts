// Key concepts from every batch merged into one ranked list: variants of one term ("enzyme",
// "Enzymes") become one concept, the more important mention wins.
import type { Chunk, StudyConcept } from '../types';
import { phraseKey } from '../study/stem';
import { normalizeSpace, wordTokens } from '../study/text';
import type { LlmConcept } from './schema';
import { sourceOf } from './sources';

export const MAX_CONCEPTS = 150;
const MAX_TITLE_LENGTH = 80;

export function conceptKey(title: string, language: string): string {
  const words = wordTokens(title.toLowerCase(), language).map((w) => w.text);
  return phraseKey(words, language);
}

/** The model's 1-10 scale, as the built-in engine's 0-1 importance. */
function importance(value: number): number {
  const clamped = Math.min(Math.max(value, 1), 10);
  return Math.round((clamped / 10) * 10_000) / 10_000;
}

export interface ConceptCandidate {
  concept: StudyConcept;
  key: string;
  /** Order of appearance, for stable ties. */
  order: number;
}

export function conceptCandidates(
  items: readonly LlmConcept[],
  chunks: ReadonlyMap<number, Chunk>,
  language: string,
  firstOrder: number,
): ConceptCandidate[] {
  const out: ConceptCandidate[] = [];
  for (const item of items) {
    const chunk = chunks.get(item.chunk);
    const title = normalizeSpace(item.title);
    const explanation = normalizeSpace(item.explanation);
    const key = conceptKey(title, language);
    if (!chunk || !key || !explanation || title.length > MAX_TITLE_LENGTH) continue;
    out.push({
      concept: {
        concept_title: title,
        concept_explanation: explanation,
        ...sourceOf(chunk),
        importance: importance(item.importance),
      },
      key,
      order: firstOrder + out.length,
    });
  }
  return out;
}

/** One concept per key, most important first. */
export function mergeConcepts(candidates: readonly ConceptCandidate[]): ConceptCandidate[] {
  const byKey = new Map<string, ConceptCandidate>();
  for (const candidate of candidates) {
    const existing = byKey.get(candidate.key);
    if (!existing || candidate.concept.importance > existing.concept.importance) {
      byKey.set(candidate.key, existing ? { ...candidate, order: existing.order } : candidate);
    }
  }
  return [...byKey.values()]
    .sort((a, b) => b.concept.importance - a.concept.importance || a.order - b.order)
    .slice(0, MAX_CONCEPTS);
}
