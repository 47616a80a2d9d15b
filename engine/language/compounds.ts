// German writes compounds closed ("Muslimbruderschaft", "Fußballmannschaften") where a text may
// name the same thing apart ("Muslimische Bruderschaft", "Fußball … Mannschaft") or English writes
// two words. A compound the collection lacks is read as its parts when the collection knows each
// of them: the collection's own vocabulary is the dictionary, so no word list is loaded.
import type { Language } from './codes';
import { stemOf } from './stem';

/** Languages that write compounds closed. */
const CLOSED_COMPOUNDS: ReadonlySet<Language> = new Set(['de']);

/** A compound is at least this long; its modifier at least 3 letters, its head at least 3. */
const MIN_COMPOUND = 8;
const MIN_MODIFIER = 3;
const MIN_HEAD = 3;
/** At most this many parts (a modifier and a head that is itself a compound of two). */
const MAX_PARTS = 3;

/** Linking elements between a modifier and its head (Gültigkeit-s-dauer, Land-es-weit). */
const LINKS = ['', 's', 'es', 'n', 'en', 'er', 'e'];
const LETTERS = /^\p{L}+$/u;

/**
 * The stems of the parts of `lower` (a lowercase word of `language`), each one `isKnown`, longest
 * head first; null when the word is no compound of known parts or its language writes compounds
 * apart.
 */
export function compoundParts(
  lower: string,
  language: Language,
  isKnown: (stem: string) => boolean,
): string[] | null {
  if (!CLOSED_COMPOUNDS.has(language) || lower.length < MIN_COMPOUND || !LETTERS.test(lower)) {
    return null;
  }
  return split(lower, language, isKnown, MAX_PARTS);
}

function split(
  lower: string,
  language: Language,
  isKnown: (stem: string) => boolean,
  maxParts: number,
): string[] | null {
  // Two parts before three; the longest head first: a compound is named by its head, what comes
  // before narrows it.
  const heads: [string, string][] = [];
  for (let i = MIN_MODIFIER; i <= lower.length - MIN_HEAD; i++) {
    const modifier = modifierStem(lower.slice(0, i), language, isKnown);
    if (modifier === null) continue;
    const headWord = lower.slice(i);
    const head = stemOf(headWord, language);
    if (isKnown(head)) return [modifier, head];
    heads.push([modifier, headWord]);
  }
  if (maxParts <= 2) return null;
  for (const [modifier, headWord] of heads) {
    if (headWord.length < MIN_COMPOUND) continue;
    const rest = split(headWord, language, isKnown, maxParts - 1);
    if (rest !== null) return [modifier, ...rest];
  }
  return null;
}

/** The known stem of a modifier written with or without its linking element. */
function modifierStem(
  written: string,
  language: Language,
  isKnown: (stem: string) => boolean,
): string | null {
  for (const link of LINKS) {
    if (!written.endsWith(link) || written.length - link.length < MIN_MODIFIER) continue;
    const stem = stemOf(written.slice(0, written.length - link.length), language);
    if (stem.length >= MIN_MODIFIER && isKnown(stem)) return stem;
  }
  return null;
}
