// The messages of one generation request: what to produce, in which language, for which level.
import type { ChatMessage } from '../../llm/openai-compatible';
import type { StudyOptions } from '../types';
import { renderBatch, type Batch } from './batches';

const LEVEL_HINTS: Record<NonNullable<StudyOptions['comprehensionLevel']>, string> = {
  Beginner: 'plain words, short explanations, no unexplained jargon, mostly easy questions',
  Intermediate: 'standard course vocabulary, a mix of easy, medium and hard questions',
  Advanced: 'precise technical vocabulary, questions that test reasoning, mostly medium and hard',
};

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  zh: 'Chinese',
  ja: 'Japanese',
};

/** How many items to ask for: about one concept per 250 words of material, within bounds. */
export function itemTargets(words: number): { concepts: number; cards: number; quiz: number } {
  const concepts = Math.min(Math.max(Math.round(words / 250), 3), 25);
  return { concepts, cards: concepts, quiz: concepts };
}

export function outputLanguage(options: StudyOptions, materialLanguage: string): string {
  const requested = options.language?.trim();
  if (requested) return requested;
  return LANGUAGE_NAMES[materialLanguage] ?? materialLanguage;
}

export function buildMessages(
  batch: Batch,
  options: StudyOptions,
  materialLanguage: string,
): ChatMessage[] {
  const language = outputLanguage(options, materialLanguage);
  const level = options.comprehensionLevel ?? 'Intermediate';
  const targets = itemTargets(batch.words);
  const system = [
    'You write study material for a student from the course material they upload.',
    `Write every title, explanation, question and answer in ${language}.`,
    `The student's comprehension level is ${level}: ${LEVEL_HINTS[level]}.`,
    'Use only facts stated in the material. Answer with JSON matching the schema.',
  ].join(' ');
  const user = [
    `Material, in numbered chunks:\n\n${renderBatch(batch)}`,
    '',
    'Produce:',
    `- "concepts": up to ${targets.concepts} key concepts, most important first: a short title (a term, not a sentence), a 1-3 sentence explanation, an importance from 1 to 10.`,
    `- "flashcards": up to ${targets.cards} cards; the answer must not appear in the question.`,
    `- "quiz": up to ${targets.quiz} questions. MCQ: three plausible wrong distractors, none equal to the answer. TF: correct_answer "True" or "False" and the other value as the only distractor. Difficulty easy, medium or hard.`,
    'Every item gives "chunk": the number of the chunk it is based on. Flashcards and quiz questions name the concept they test in "concept" (its exact title) or null.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
