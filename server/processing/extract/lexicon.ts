// English words known without a network: the lexicon of wink-nlp's English model, as the engine's
// table of it holds it (../english-table.ts), read once per thread and only when first asked.
// Extraction uses it to tell a word broken at a line end ("exe-" + "cuted") from a compound
// ("well-known").
import { englishTable, type EnglishTable } from '../english-table';

const A = 0x61;
const Z = 0x7a;
const HYPHEN = 0x2d;
const APOSTROPHE = 0x27;

/**
 * A plain word: lowercase ASCII letters, with hyphens or apostrophes only between letters (all
 * the joiner asks about; the lexicon's other entries, "The", "U.S.", ":)", are no answer to it).
 */
function isPlain(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= A && code <= Z) continue;
    const inner = i > 0 && i < word.length - 1;
    const previous = word.charCodeAt(i - 1);
    if (!((code === HYPHEN || code === APOSTROPHE) && inner && previous >= A && previous <= Z))
      return false;
  }
  return true;
}

/** The table, or null when it could not be read (then not tried again for every word). */
let table: EnglishTable | null | undefined;

function known(word: string): boolean {
  if (!isPlain(word)) return false;
  if (table === undefined) {
    try {
      table = englishTable();
    } catch {
      // Without the lexicon, the document's own vocabulary still decides most breaks.
      table = null;
    }
  }
  return table?.has(word) ?? false;
}

/** How many plain words the lexicon knows (for tests). */
export function lexiconSize(): number {
  let count = 0;
  for (const word of englishTable().words()) if (isPlain(word)) count += 1;
  return count;
}

/**
 * True when `lower` (a lowercase word) is an English word. The lexicon holds most inflected
 * forms already; plurals it lacks ("interpreters") are read through their singular.
 */
export function isEnglishWord(lower: string): boolean {
  if (known(lower)) return true;
  if (lower.length < 4) return false;
  if (lower.endsWith('ies')) return known(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es') && known(lower.slice(0, -2))) return true;
  return lower.endsWith('s') && !lower.endsWith('ss') && known(lower.slice(0, -1));
}
