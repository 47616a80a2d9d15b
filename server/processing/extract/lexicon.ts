// English words known without a network: the lexicon of wink-nlp's English model (already a
// dependency of the study engine), read once per thread and only when first asked. Extraction
// uses it to tell a word broken at a line end ("exe-" + "cuted") from a compound ("well-known").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MODEL = 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';
const LIST_START = Buffer.from('"lexeme":{"list":["');
const LIST_END = Buffer.from('"]},"');
const SEPARATOR = Buffer.from('","');
const A = 0x61;
const Z = 0x7a;
const HYPHEN = 0x2d;
const APOSTROPHE = 0x27;

/** True when `code` at `i` of a word of `length` keeps it a plain word (see PlainWords). */
function plainAt(code: number, i: number, length: number, previous: number): boolean {
  if (code >= A && code <= Z) return true;
  // A hyphen or apostrophe only between letters.
  return (
    (code === HYPHEN || code === APOSTROPHE) &&
    i > 0 &&
    i < length - 1 &&
    previous >= A &&
    previous <= Z
  );
}

/**
 * The model's lexemes that are plain words (lowercase ASCII letters, with inner hyphens or
 * apostrophes: all the joiner asks about), as a hash table over the bytes of the lexeme list
 * itself: reading it makes no string per entry (the list has ~87,000), so the PDF page thread
 * starts reading pages sooner, and it holds the list's ~1 MB instead of a Set of strings.
 */
class PlainWords {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /**
   * The plain entries of `bytes`, a list of words separated by `separator`. One pass over the
   * bytes tests, hashes and places each entry (no array of entries: cold code runs this once
   * per thread over ~1 MB).
   */
  constructor(
    private readonly bytes: Buffer,
    separator: Buffer,
  ) {
    // Separators are found by a loop of our own: Buffer#indexOf is a call into C++ per entry.
    let entries = bytes.length === 0 ? 0 : 1;
    for (let at = indexOf(bytes, separator, 0); at >= 0; at = indexOf(bytes, separator, at + 1)) {
      entries += 1;
    }
    let size = 1024;
    while (size < entries * 3) size *= 2;
    this.slots = new Int32Array(size * 2).fill(-1);
    this.mask = size - 1;
    let start = 0;
    while (bytes.length > 0 && start <= bytes.length) {
      const found = indexOf(bytes, separator, start);
      const end = found < 0 ? bytes.length : found;
      let plain = end > start;
      let hash = 0x811c9dc5;
      let previous = start > 0 ? (bytes[start - 1] ?? 0) : 0;
      for (let i = start; plain && i < end; i += 1) {
        const code = bytes[i] ?? 0;
        plain = plainAt(code, i - start, end - start, previous);
        hash = Math.imul(hash ^ code, 0x01000193);
        previous = code;
      }
      if (plain) this.insert(hash, start, end);
      start = end + separator.length;
    }
  }

  private insert(hash: number, start: number, end: number): void {
    let slot = hash & this.mask;
    while (this.slots[slot * 2] !== -1) {
      if (this.equalsBytes(slot, start, end)) break;
      slot = (slot + 1) & this.mask;
    }
    this.slots[slot * 2] = start;
    this.slots[slot * 2 + 1] = end;
  }

  get size(): number {
    let count = 0;
    for (let i = 0; i < this.slots.length; i += 2) if (this.slots[i] !== -1) count += 1;
    return count;
  }

  has(word: string): boolean {
    // FNV-1a over the character codes; only ASCII can be a plain word.
    let hash = 0x811c9dc5;
    for (let i = 0; i < word.length; i += 1) {
      const code = word.charCodeAt(i);
      if (code > 0x7f) return false;
      hash = Math.imul(hash ^ code, 0x01000193);
    }
    let slot = hash & this.mask;
    for (;;) {
      const start = this.slots[slot * 2] ?? -1;
      if (start === -1) return false;
      const end = this.slots[slot * 2 + 1] ?? -1;
      if (end - start === word.length && this.matches(start, word)) return true;
      slot = (slot + 1) & this.mask;
    }
  }

  private matches(start: number, word: string): boolean {
    for (let i = 0; i < word.length; i += 1) {
      if (this.bytes[start + i] !== word.charCodeAt(i)) return false;
    }
    return true;
  }

  private equalsBytes(slot: number, start: number, end: number): boolean {
    const at = this.slots[slot * 2] ?? -1;
    if ((this.slots[slot * 2 + 1] ?? -1) - at !== end - start) return false;
    for (let i = 0; i < end - start; i += 1) {
      if (this.bytes[at + i] !== this.bytes[start + i]) return false;
    }
    return true;
  }
}

/** `bytes.indexOf(separator, from)` for a non-empty separator, in JavaScript. */
function indexOf(bytes: Buffer, separator: Buffer, from: number): number {
  const first = separator[0] ?? 0;
  const last = bytes.length - separator.length;
  for (let at = from; at <= last; at += 1) {
    if (bytes[at] !== first) continue;
    let k = 1;
    while (k < separator.length && bytes[at + k] === separator[k]) k += 1;
    if (k === separator.length) return at;
  }
  return -1;
}

const EMPTY = new PlainWords(Buffer.alloc(0), SEPARATOR);

/**
 * The lexeme list cut out of the model file's bytes (found by its delimiters): the PDF page
 * thread needs the words, not the tagger, and should neither parse the whole model nor hold it.
 * Entries holding a quote are escaped ("\"") and so are no plain words: cutting at the separator
 * can only split such entries, and the plain-word test then drops the pieces.
 */
function readLexicon(): PlainWords {
  try {
    const file = readFileSync(createRequire(import.meta.url).resolve(MODEL));
    const from = file.indexOf(LIST_START);
    const to = from < 0 ? -1 : file.indexOf(LIST_END, from);
    if (to < 0) return EMPTY;
    return new PlainWords(Buffer.from(file.subarray(from + LIST_START.length, to)), SEPARATOR);
  } catch {
    // Without the lexicon, the document's own vocabulary still decides most breaks.
    return EMPTY;
  }
}

let words: PlainWords | null = null;

function lexicon(): PlainWords {
  words ??= readLexicon();
  return words;
}

/** How many words the lexicon knows (for tests). */
export function lexiconSize(): number {
  return lexicon().size;
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
