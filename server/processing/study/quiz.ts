// Quiz: a multiple-choice question per concept, and true/false statements taken from the text
// (true) or made false by swapping in a related concept.
import type { Difficulty, StudyQuizQuestion } from '../types';
import { blankTerms, hidesAnswer } from './blank';
import { conceptSourceOf, type ConceptEntry } from './concepts';
import { pickDistractors } from './distractors';
import { FALSE, TRUE, type StudyMessages } from './messages';
import type { StudySentence } from './sentences';
import { countWords, findTerm } from './text';

function rankDifficulty(rank: number, total: number): Difficulty {
  const third = Math.max(1, total) / 3;
  if (rank < third) return 'easy';
  return rank < 2 * third ? 'medium' : 'hard';
}

function lengthDifficulty(words: number): Difficulty {
  if (words <= 15) return 'easy';
  return words <= 30 ? 'medium' : 'hard';
}

function multipleChoice(
  entry: ConceptEntry,
  entries: readonly ConceptEntry[],
  messages: StudyMessages,
): StudyQuizQuestion | null {
  const distractors = pickDistractors(entries, entry);
  if (distractors.length === 0) return null;
  const description = blankTerms(entry.concept.concept_explanation, entry.forms, messages.blank);
  const question = messages.whichTerm(description);
  if (!hidesAnswer(question, entry.forms)) return null;
  return {
    question,
    question_type: 'MCQ',
    correct_answer: entry.concept.concept_title,
    distractors,
    concept_index: entry.rank,
    difficulty: rankDifficulty(entry.rank, entries.length),
    source: conceptSourceOf(entry),
  };
}

function trueFalse(
  entry: ConceptEntry,
  entries: readonly ConceptEntry[],
  originals: ReadonlySet<string>,
  language: string,
  messages: StudyMessages,
): StudyQuizQuestion {
  const statement = entry.sentence.text;
  const difficulty = lengthDifficulty(countWords(statement, language));
  const truth = (text: string, answer: string): StudyQuizQuestion => ({
    question: messages.trueOrFalse(text),
    question_type: 'TF',
    correct_answer: answer,
    distractors: [answer === TRUE ? FALSE : TRUE],
    concept_index: entry.rank,
    difficulty,
    source: conceptSourceOf(entry),
  });
  if (entry.rank % 2 === 1) {
    const form = entry.forms.find((f) => findTerm(statement, f) !== null);
    const match = form ? findTerm(statement, form) : null;
    const [swap] = pickDistractors(entries, entry, 1);
    if (match && swap) {
      const changed = `${statement.slice(0, match.start)}${swap}${statement.slice(match.end)}`;
      if (!originals.has(changed)) return truth(changed, FALSE);
    }
  }
  return truth(statement, TRUE);
}

export function buildQuiz(
  entries: readonly ConceptEntry[],
  sentences: readonly StudySentence[],
  language: string,
  messages: StudyMessages,
): StudyQuizQuestion[] {
  const originals = new Set(sentences.map((s) => s.text));
  const questions: StudyQuizQuestion[] = [];
  const seen = new Set<string>();
  const add = (q: StudyQuizQuestion | null): void => {
    if (!q || seen.has(q.question.toLowerCase())) return;
    seen.add(q.question.toLowerCase());
    questions.push(q);
  };
  for (const entry of entries) add(multipleChoice(entry, entries, messages));
  for (const entry of entries) add(trueFalse(entry, entries, originals, language, messages));
  return questions;
}
