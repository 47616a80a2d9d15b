// What a question asks for: its content stems, adjacent stem pairs, and the kind of answer expected.
import { analyzeWords, stem, terms } from './text';

export type QuestionType = 'when' | 'who' | 'where' | 'quantity' | 'other';

export interface QueryAnalysis {
  /** Distinct content stems, in order of first appearance. */
  terms: string[];
  /** Adjacent content-stem pairs "a b" (stopwords skipped, so "price of oil" gives "price oil"). */
  bigrams: Set<string>;
  type: QuestionType;
  /** Lowercase words of the question, to tell new information (the answer) from echoed words. */
  words: Set<string>;
}

const TYPE_PATTERNS: [QuestionType, RegExp][] = [
  [
    'quantity',
    /\bhow (many|much|long|far|old|large|big|tall|high|often|fast|deep|wide)\b|\bwhat (percentage|percent|proportion|number|amount|fraction)\b/i,
  ],
  [
    'when',
    /\bwhen\b|\b(what|which|in what) (year|date|day|month|century|decade|era|period|time)\b/i,
  ],
  ['who', /\bwho(m|se)?\b|\b(what|which) (person|people|man|woman|scientist|king|president)\b/i],
  ['where', /\bwhere\b|\b(what|which|in what) (country|city|state|place|region|continent|town)\b/i],
];

export function questionType(question: string): QuestionType {
  for (const [type, re] of TYPE_PATTERNS) if (re.test(question)) return type;
  return 'other';
}

// Words of requests ("explain in simple terms...") that say how to answer, not what about.
const REQUEST_WORDS = new Set(
  'explain tell describe please simple simply briefly brief detail details understand'
    .split(' ')
    .map(stem),
);

/** Content stems of a question, without the wording of the request itself. */
export function queryTerms(question: string): string[] {
  return terms(question).filter((t) => !REQUEST_WORDS.has(t));
}

export function analyzeQuery(question: string): QueryAnalysis {
  const stems = queryTerms(question);
  const bigrams = new Set<string>();
  for (let i = 1; i < stems.length; i++) bigrams.add(`${stems[i - 1]} ${stems[i]}`);
  return {
    terms: [...new Set(stems)],
    bigrams,
    type: questionType(question),
    words: new Set(analyzeWords(question).map((w) => w.lower)),
  };
}

const MONTHS =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const YEAR = /\b(1[0-9]{3}|20[0-9]{2})s?\b|\b(century|centuries|decade|bc|ad|bce)\b/i;
const NUMBER_WORDS =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|half|percent)$/;

/**
 * Whether a sentence holds the kind of information the question type asks for, beyond the words
 * of the question itself: a date for "when", a number for "how many", a proper name for "who".
 */
export function hasAnswerCue(sentence: string, query: QueryAnalysis): boolean {
  switch (query.type) {
    case 'when':
      return MONTHS.test(sentence) || YEAR.test(sentence);
    case 'quantity':
      return hasNewNumber(sentence, query.words);
    case 'who':
    case 'where':
      return hasNewProperName(sentence, query.words);
    case 'other':
      return false;
  }
}

function hasNewNumber(sentence: string, questionWords: Set<string>): boolean {
  for (const m of sentence.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0].toLowerCase();
    if (questionWords.has(w)) continue;
    if (/\p{N}/u.test(w) || NUMBER_WORDS.test(w)) return true;
  }
  return false;
}

function hasNewProperName(sentence: string, questionWords: Set<string>): boolean {
  // Skip the first word: it is capitalized because it starts the sentence.
  let first = true;
  for (const m of sentence.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const w = m[0];
    if (!first && /^\p{Lu}\p{Ll}/u.test(w) && !questionWords.has(w.toLowerCase())) return true;
    first = false;
  }
  return false;
}
