// Flashcards and quiz questions from the model, held to the built-in engine's invariants: no
// answer readable in its question, MCQ distractors distinct from the answer and each other,
// TF answers "True"/"False" with the opposite as the one distractor, no duplicate questions.
import type { Chunk, StudyFlashcard, StudyQuizQuestion } from '../types';
import { FALSE, TRUE } from '../study/messages';
import { findTerm, normalizeSpace } from '../study/text';
import type { LlmFlashcard, LlmQuizItem } from './schema';
import { sourceOf } from './sources';

const MAX_DISTRACTORS = 3;

/** Maps a concept title the model names to its index in the merged concept list. */
export type ConceptLookup = (title: string | null) => number | null;

function clean(text: string): string {
  return normalizeSpace(text);
}

export function toFlashcard(
  item: LlmFlashcard,
  chunks: ReadonlyMap<number, Chunk>,
  lookup: ConceptLookup,
): StudyFlashcard | null {
  const question = clean(item.question);
  const answer = clean(item.answer);
  const chunk = chunks.get(item.chunk);
  if (!chunk || !question || !answer) return null;
  if (findTerm(question, answer) !== null) return null;
  return { question, answer, concept_index: lookup(item.concept), source: sourceOf(chunk) };
}

function truthValue(answer: string): string | null {
  const lower = answer.toLowerCase();
  if (lower === 'true') return TRUE;
  return lower === 'false' ? FALSE : null;
}

function distinctDistractors(distractors: readonly string[], answer: string): string[] {
  const seen = new Set([answer.toLowerCase()]);
  const out: string[] = [];
  for (const raw of distractors) {
    const option = clean(raw);
    if (!option || seen.has(option.toLowerCase())) continue;
    seen.add(option.toLowerCase());
    out.push(option);
    if (out.length >= MAX_DISTRACTORS) break;
  }
  return out;
}

export function toQuizQuestion(
  item: LlmQuizItem,
  chunks: ReadonlyMap<number, Chunk>,
  lookup: ConceptLookup,
): StudyQuizQuestion | null {
  const question = clean(item.question);
  const given = clean(item.correct_answer);
  const chunk = chunks.get(item.chunk);
  if (!chunk || !question || !given) return null;
  const base = {
    question,
    question_type: item.type,
    concept_index: lookup(item.concept),
    difficulty: item.difficulty,
    source: sourceOf(chunk),
  };
  if (item.type === 'TF') {
    const answer = truthValue(given);
    if (!answer) return null;
    return { ...base, correct_answer: answer, distractors: [answer === TRUE ? FALSE : TRUE] };
  }
  const distractors = distinctDistractors(item.distractors, given);
  if (distractors.length === 0 || findTerm(question, given) !== null) return null;
  return { ...base, correct_answer: given, distractors };
}

/** Keeps the first item of each question text, compared case-insensitively. */
export function uniqueByQuestion<T extends { question: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.question.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
