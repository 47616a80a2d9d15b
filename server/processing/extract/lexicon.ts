// English words known without a network: the lexicon of wink-nlp's English model (already a
// dependency of the study engine), read once per thread and only when first asked. Extraction
// uses it to tell a word broken at a line end ("exe-" + "cuted") from a compound ("well-known").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MODEL = 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';
const LIST_START = '"lexeme":{"list":';

let words: ReadonlySet<string> | null = null;

/** The index just past the JSON array that starts at `start` (strings may hold brackets). */
function arrayEnd(json: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b) depth += 1;
    else if (c === 0x5d && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The model's lexemes (words, and punctuation nobody asks about). Only the lexeme list is parsed
 * (about a third of the model file): the PDF page thread needs the words, not the tagger.
 */
function readLexicon(): ReadonlySet<string> {
  try {
    const json = readFileSync(createRequire(import.meta.url).resolve(MODEL), 'utf8');
    const start = json.indexOf(LIST_START) + LIST_START.length;
    const end = start >= LIST_START.length ? arrayEnd(json, start) : -1;
    if (end < 0) return new Set();
    const list = JSON.parse(json.slice(start, end)) as unknown;
    if (!Array.isArray(list)) return new Set();
    return new Set(list.filter((w): w is string => typeof w === 'string'));
  } catch {
    // Without the lexicon, the document's own vocabulary still decides most breaks.
    return new Set();
  }
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
