// A sentence broken by a page turn ("… has been exe-" | "cuted a certain number of times. …") is
// completed on the page where it starts: the words up to the end of that sentence move back from
// the top of the next page, so search, citations and the study engine see one sentence.
import type { LineJoiner } from '../line-joiner';

/** Ends without closing its sentence: a broken word, a lowercase word or a number, a comma. */
export const OPEN_END = /[\p{Ll}\p{N},;\u00AD-]$/u;
const LOWER_START = /^\p{Ll}/u;
/** The rest of the sentence: up to its final stop (and a closing quote or bracket). */
const SENTENCE_REST = /^[^.!?]{0,600}?[.!?]["'”’)\]]*(?=\s|$)/u;
/** Just the first word, when the sentence does not end soon: it completes a broken word. */
const FIRST_WORD = /^\S+/u;

/** Moves the end of a sentence from the start of `next` to the end of `page` (both changed). */
export function carryOver(page: string[], next: string[], joiner: LineJoiner): void {
  const last = page.at(-1);
  const first = next[0];
  if (last === undefined || first === undefined) return;
  if (!OPEN_END.test(last) || !LOWER_START.test(first)) return;
  const rest =
    SENTENCE_REST.exec(first)?.[0] ?? (/-$/u.test(last) ? FIRST_WORD.exec(first)?.[0] : '');
  if (!rest) return;
  page[page.length - 1] = joiner.join(last, rest);
  const remaining = first.slice(rest.length).trim();
  if (remaining === '') next.shift();
  else next[0] = remaining;
}
