// English words known without a network: the lexicon of wink-nlp's English model (already a
// dependency of the study engine), read once per thread and only when first asked. Extraction
// uses it to tell a word broken at a line end ("exe-" + "cuted") from a compound ("well-known").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MODEL = 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';
const LIST_START = Buffer.from('"lexeme":{"list":["');
const LIST_END = Buffer.from('"]},"');
/** Lowercase ASCII words, with inner hyphens or apostrophes: all the joiner asks about. */
const PLAIN_WORD = /^[a-z]+(?:['-][a-z]+)*$/;

let words: ReadonlySet<string> | null = null;

/**
 * The model's lexemes that are plain lowercase words. Only the lexeme list is cut out of the
 * file's bytes (found by its delimiters, split natively): the PDF page thread needs the words,
 * not the tagger, and should neither parse the whole model nor hold a copy of it.
 */
function readLexicon(): ReadonlySet<string> {
  const found = new Set<string>();
  try {
    const bytes = readFileSync(createRequire(import.meta.url).resolve(MODEL));
    const from = bytes.indexOf(LIST_START);
    const to = from < 0 ? -1 : bytes.indexOf(LIST_END, from);
    if (to < 0) return found;
    // Entries holding a quote are escaped ("\""), and so are no plain words: splitting on the
    // separator can only cut such entries, which the word test then drops.
    for (const entry of bytes.toString('latin1', from + LIST_START.length, to).split('","')) {
      if (PLAIN_WORD.test(entry)) found.add(entry);
    }
  } catch {
    // Without the lexicon, the document's own vocabulary still decides most breaks.
  }
  return found;
}

function lexicon(): ReadonlySet<string> {
  words ??= readLexicon();
  return words;
}

/**
 * True when `lower` (a lowercase word) is an English word. The lexicon holds most inflected
 * forms already; plurals it lacks ("interpreters") are read through their singular.
 */
export function isEnglishWord(lower: string): boolean {
  const known = lexicon();
  if (known.has(lower)) return true;
  if (lower.length < 4) return false;
  if (lower.endsWith('ies')) return known.has(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es') && known.has(lower.slice(0, -2))) return true;
  return lower.endsWith('s') && !lower.endsWith('ss') && known.has(lower.slice(0, -1));
}
