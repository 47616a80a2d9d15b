// Picks the sentences that explain a concept, preferring ones that define it
// ("X is a…", "X refers to…", "called X").
import type { StudySentence } from './sentences';
import { findAllTerms } from './text';

const DEFINING_AFTER: Record<string, string[]> = {
  en: [
    'is an?',
    'is the',
    'are',
    'refers? to',
    'means',
    'is defined as',
    'are defined as',
    'describes?',
    'denotes?',
    'consists? of',
    'is known as',
    'represents?',
    'is used to',
  ],
  fr: [
    'est une?',
    'est le',
    'est la',
    'sont des',
    'désigne',
    'signifie',
    'se définit comme',
    'représente',
  ],
  de: [
    'ist eine?',
    'ist der',
    'ist die',
    'ist das',
    'sind',
    'bezeichnet',
    'bedeutet',
    'beschreibt',
  ],
  es: [
    'es una?',
    'es el',
    'es la',
    'son',
    'se refiere a',
    'significa',
    'se define como',
    'representa',
  ],
};

const DEFINING_BEFORE: Record<string, string[]> = {
  en: ['called', 'known as', 'termed', 'defined as', 'referred to as', 'named'],
  fr: ['appelée?s?', 'nommée?s?', 'dite?s?'],
  de: ['genannt', 'heißt', 'bezeichnet als'],
  es: ['llamad[oa]s?', 'denominad[oa]s?', 'conocid[oa]s? como'],
};

const MAX_EXPLANATION_SENTENCES = 3;
const MAX_EXPLANATION_WORDS = 80;

interface DefiningPatterns {
  /** Matches right after the term: "… is a", "… refers to". */
  after: RegExp;
  /** Matches right before the term: "called …", "known as …". */
  before: RegExp;
}

const patternCache = new Map<string, DefiningPatterns | null>();

function patternsFor(language: string): DefiningPatterns | null {
  const cached = patternCache.get(language);
  if (cached !== undefined) return cached;
  const after = DEFINING_AFTER[language];
  const before = DEFINING_BEFORE[language];
  const patterns =
    after && before
      ? {
          after: new RegExp(`^\\S{0,3}\\)?,?\\s+(?:${after.join('|')})(?:\\s|$)`, 'i'),
          before: new RegExp(
            `(?:^|\\s)(?:${before.join('|')})\\s+(?:an?\\s+|the\\s+)?["“«]?$`,
            'i',
          ),
        }
      : null;
  patternCache.set(language, patterns);
  return patterns;
}

function isDefining(sentence: string, start: number, end: number, language: string): boolean {
  const patterns = patternsFor(language);
  if (!patterns) return false;
  return (
    patterns.after.test(sentence.slice(end, end + 40)) ||
    patterns.before.test(sentence.slice(Math.max(0, start - 40), start))
  );
}

const NOT_FOUND = -100;

/** How strongly a sentence reads as a definition of the term; -100 when it does not mention it. */
export function definitionScore(sentence: string, term: string, language: string): number {
  const found = findAllTerms(sentence, term);
  const first = found[0];
  if (!first) return NOT_FOUND;
  let score = 1;
  if (found.some((f) => isDefining(sentence, f.start, f.end, language))) score += 3;
  // Sentences that open with the term usually say what it is.
  if (first.start < 4) score += 1;
  const words = sentence.split(' ').length;
  if (words < 6) score -= 1;
  if (words > 45) score -= 1;
  if (/\?$/.test(sentence)) score -= 2;
  return score;
}

export interface Explanation {
  text: string;
  /** The sentence it starts with: its location is the concept's source. */
  sentence: StudySentence;
}

/**
 * The best defining sentence among those that mention the concept, plus the next sentence of
 * the same chunk when the first is short and the next continues it.
 */
export function explain(
  terms: readonly string[],
  mentions: readonly StudySentence[],
  all: readonly StudySentence[],
  language: string,
): Explanation | null {
  let best: StudySentence | null = null;
  let bestScore = -Infinity;
  for (const sentence of mentions) {
    const score = Math.max(...terms.map((term) => definitionScore(sentence.text, term, language)));
    if (score > NOT_FOUND && score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  if (!best) return null;
  const parts = [best.text];
  let words = best.text.split(' ').length;
  for (let next = best.index + 1; parts.length < MAX_EXPLANATION_SENTENCES; next += 1) {
    const sentence = all[next];
    if (!sentence || sentence.source !== best.source || words >= 25) break;
    const length = sentence.text.split(' ').length;
    if (words + length > MAX_EXPLANATION_WORDS) break;
    parts.push(sentence.text);
    words += length;
  }
  return { text: parts.join(' '), sentence: best };
}
