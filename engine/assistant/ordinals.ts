// English ordinals written in digits or in words ("5th", "fifth"): a question that writes one way
// finds the passage that writes the other, when the files hold only that other form.
import type { Language } from '../language/codes';
import { stem } from './text';

const WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const SUFFIXES = ['st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'th', 'th', 'th'];

/** Both spellings of each ordinal, as stems: "5th" ↔ "fifth". */
const OTHER_FORM: ReadonlyMap<string, string> = new Map(
  WORDS.flatMap((word, i) => {
    const digits = `${i + 1}${SUFFIXES[i] ?? 'th'}`;
    const wordStem = stem(word, 'en');
    return [
      [digits, wordStem],
      [wordStem, digits],
    ];
  }),
);

/** The other spelling of an English ordinal stem (first to tenth), or null. */
export function otherOrdinalForm(term: string, language: Language): string | null {
  return language === 'en' ? (OTHER_FORM.get(term) ?? null) : null;
}
