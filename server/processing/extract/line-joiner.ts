// Joins the lines of a paragraph. A word broken at a line end ("exe-" + "cuted") is put back
// together when the joined word is a word; a compound that happens to break at its own hyphen
// ("well-" + "known") keeps it. The test is the document's own vocabulary first (how the document
// writes the word elsewhere), then the English lexicon (./lexicon.ts).
import { FNV_OFFSET, fnvStep, grown, hashOf, SliceTable } from '../slice-table';
import { isEnglishWord } from './lexicon';

/** A letter outside ASCII (ASCII ones are told apart by their code). */
const LETTER = /^\p{L}$/u;
/** The word fragment before the hyphen that ends a line. */
const FRAGMENT = /\p{L}+$/u;
const HYPHENS = '-\u00AD\u2010';
const LOWER_START = /^\p{Ll}+/u;
const LOWER_END = /\p{Ll}{2,}$/u;
const WORD_CHAR = /[\p{L}'’-]/u;
const FIRST_WORD = /^(\p{Ll}{2,})(?=$|[^\p{L}'’-])/u;

/**
 * How often each word (lowercased) occurs in a document. Every word of a book is counted here,
 * on the PDF page thread, but only ~1 in 7 is a word not seen before: words are found by their
 * place in the line they were read from (../slice-table.ts), so a string is made only for a new one.
 */
export class Vocabulary {
  private readonly words = new SliceTable();
  /** Each word's count, by its index in `words`. */
  private counts = new Int32Array(1 << 11);

  /**
   * Counts the words of `text` ("well-known" as one); a word cut by a hyphen is not counted. A
   * word is a run of letters, hyphens and apostrophes (' and ’). Scanned by character code: every
   * word of a book passes here, and splitting each line with a Unicode regex cost more than
   * the rest of the joiner.
   */
  add(text: string): void {
    const lower = text.toLowerCase();
    const n = lower.length;
    let start = 0;
    let i = 0;
    // The word's hash (hashOf), made as its characters are read.
    let hash = FNV_OFFSET;
    while (i < n) {
      const c = lower.charCodeAt(i);
      let width = 1;
      let inWord: boolean;
      if (c < 0x80)
        inWord = (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x27 || (c >= 0x41 && c <= 0x5a);
      else if (c === 0x2019) inWord = true;
      else {
        const point = lower.codePointAt(i) ?? c;
        if (point > 0xffff) width = 2;
        inWord = LETTER.test(String.fromCodePoint(point));
      }
      if (!inWord) {
        this.addWord(lower, start, i, hash);
        start = i + width;
        hash = FNV_OFFSET;
      } else {
        hash = fnvStep(hash, c);
        if (width === 2) hash = fnvStep(hash, lower.charCodeAt(i + 1));
      }
      i += width;
    }
    this.addWord(lower, start, n, hash);
  }

  /** Counts the word from `start` to `end` of `lower`, whose hashOf is `hash`. */
  private addWord(lower: string, start: number, end: number, hash: number): void {
    if (end - start < 2) return;
    if (lower.charCodeAt(start) === 0x2d || lower.charCodeAt(end - 1) === 0x2d) return;
    const index = this.words.find(lower, start, end, hash);
    if (index >= 0) {
      this.counts[index] = (this.counts[index] ?? 0) + 1;
      return;
    }
    const added = this.words.add(lower.slice(start, end), hash);
    if (added >= this.counts.length) this.counts = grown(this.counts);
    this.counts[added] = 1;
  }

  count(lower: string): number {
    const index = this.words.find(lower, 0, lower.length, hashOf(lower, 0, lower.length));
    return index < 0 ? 0 : (this.counts[index] ?? 0);
  }
}

/** The lowercase word that ends `text`, when it is a whole word of letters. */
function lastWord(text: string): string | undefined {
  const word = LOWER_END.exec(text.slice(-40))?.[0];
  if (word === undefined || word.length >= 40) return undefined;
  return WORD_CHAR.test(text[text.length - word.length - 1] ?? ' ') ? undefined : word;
}

export type WordTest = (lower: string) => boolean;

export class LineJoiner {
  constructor(
    private readonly vocabulary: Vocabulary = new Vocabulary(),
    private readonly isKnownWord: WordTest = isEnglishWord,
  ) {}

  /** `left` followed by the next line `right`, with a space or, for a broken word, without. */
  join(left: string, right: string): string {
    if (left === '') return right;
    if (right === '') return left;
    const mark = left[left.length - 1] ?? '';
    const head = HYPHENS.includes(mark) ? FRAGMENT.exec(left.slice(-40, -1))?.[0] : undefined;
    if (head !== undefined) {
      // Soft hyphens only ever mark where a word was broken.
      if (mark === '\u00AD') return left.slice(0, -1) + right;
      const tail = LOWER_START.exec(right)?.[0];
      // "Hewlett-" + "Packard", "COVID-" + "19": the hyphen is part of the name.
      if (tail === undefined)
        return /^[\p{L}\p{N}]/u.test(right) ? left + right : `${left} ${right}`;
      return this.keepsHyphen(head, tail) ? left + right : left.slice(0, -1) + right;
    }
    // A soft hyphen the PDF's text layer dropped: "exe" + "cuted" is "executed", and "cuted" is no
    // word of its own (two words, "in" + "to", stay two).
    const end = lastWord(left);
    const start = end === undefined ? undefined : FIRST_WORD.exec(right)?.[1];
    if (end !== undefined && start !== undefined && this.brokenWithoutHyphen(end, start)) {
      return left + right;
    }
    return `${left} ${right}`;
  }

  private isWord(lower: string): boolean {
    return this.vocabulary.count(lower) >= 2 || this.isKnownWord(lower);
  }

  private keepsHyphen(head: string, tail: string): boolean {
    const joined = (head + tail).toLowerCase();
    const compound = `${head}-${tail}`.toLowerCase();
    const asOne = this.vocabulary.count(joined);
    const asCompound = this.vocabulary.count(compound);
    if (asOne > 0 || asCompound > 0) return asCompound > asOne;
    if (this.isKnownWord(joined)) return false;
    return this.isWord(head.toLowerCase()) && this.isWord(tail);
  }

  private brokenWithoutHyphen(end: string, start: string): boolean {
    if (this.isWord(end) && this.isWord(start)) return false;
    const joined = end + start;
    return this.vocabulary.count(joined) > 0 || this.isKnownWord(joined);
  }
}
