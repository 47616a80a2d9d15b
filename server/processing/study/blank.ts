// Hiding a term inside a text, for cloze cards and "which term" questions.
import { findAllTerms, findTerm } from './text';

/** Replaces every whole-word occurrence of any of the forms (longest first) with the blank. */
export function blankTerms(text: string, forms: readonly string[], blank: string): string {
  let out = text;
  const sorted = [...new Set(forms)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const form of sorted) {
    const matches = findAllTerms(out, form);
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const match = matches[i];
      if (match) out = `${out.slice(0, match.start)}${blank}${out.slice(match.end)}`;
    }
  }
  return out;
}

/** True when none of the answers can be read in the question. */
export function hidesAnswer(question: string, answers: readonly string[]): boolean {
  return answers.every((answer) => findTerm(question, answer) === null);
}
