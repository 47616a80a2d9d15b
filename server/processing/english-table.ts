// wink's English lexicon as the engine reads it: server/data/english-tags.tsv, derived from wink's
// model by scripts/build-english-tags.ts (its format is described there). Read once per thread,
// at first use: the study engine's tagger takes each word's part-of-speech facts from it, PDF
// extraction asks it whether a word broken at a line end is a word.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';

export const ENGLISH_TAGS_PATH = path.join(REPO_ROOT, 'server', 'data', 'english-tags.tsv');

const ASCII = 128;

/** The table of wink's lexicon facts, binary-searched in place (no string per entry). */
export class EnglishTable {
  readonly tagNames: string[];
  /** Each cluster's tags as bits. */
  readonly clusters: number[];
  readonly ignore: number;
  /** wink's part-of-speech rule machines, as its model stores them (JSON). */
  readonly machines: string[] = [];
  /** The parts that keep a hyphenated word whole ("mid-size", "child-like"). */
  readonly keepPrefix: Set<string>;
  readonly keepSuffix: Set<string>;
  private readonly text: string;
  private readonly starts: Int32Array;
  /** The first record whose word opens with each ASCII character (ASCII: any other). */
  private readonly firstOf: Int32Array;
  private readonly breaks = new Map<string, string>();

  constructor(text: string) {
    this.text = text;
    let at = 0;
    const header = new Map<string, string>();
    while (text.charCodeAt(at) !== 10) {
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end);
      const tab = line.indexOf('\t');
      const key = line.slice(1, tab);
      if (key === 'break') {
        const [json = '""', ...fields] = line.slice(tab + 1).split('\t');
        this.breaks.set(JSON.parse(json) as string, fields.join('\t'));
      } else if (key === 'machine') this.machines.push(line.slice(tab + 1));
      else header.set(key, line.slice(tab + 1));
      at = end + 1;
    }
    at += 1;
    this.tagNames = (header.get('pos') ?? '').split(',');
    this.clusters = (header.get('clusters') ?? '').split('|').map((set) => {
      let bits = 0;
      for (const tag of set.split(',')) bits |= 1 << Number(tag);
      return bits;
    });
    this.ignore = Number(header.get('ignore') ?? 0);
    this.keepPrefix = new Set((header.get('prefix') ?? '').split(','));
    this.keepSuffix = new Set((header.get('suffix') ?? '').split(','));
    const { starts, firstOf } = recordIndex(text, at);
    this.starts = starts;
    this.firstOf = firstOf;
  }

  /** The fields after `word` in its record ('' when the lexicon does not have it). */
  fields(word: string): string {
    const line = this.find(word);
    if (line < 0) return this.breaks.get(word) ?? '';
    const start = (this.starts[line] ?? 0) + word.length + 1;
    return this.text.slice(start, this.text.indexOf('\n', start));
  }

  /** Whether the lexicon has `word` (as written: "The" and "the" are two words). */
  has(word: string): boolean {
    return this.find(word) >= 0 || this.breaks.has(word);
  }

  /** Every word of the lexicon, in order (line breaks left out). */
  *words(): IterableIterator<string> {
    for (const start of this.starts) yield this.text.slice(start, this.text.indexOf('\t', start));
  }

  private find(word: string): number {
    const first = Math.min(word.charCodeAt(0), ASCII);
    let low = this.firstOf[first] ?? 0;
    let high = first < ASCII ? (this.firstOf[first + 1] ?? 0) - 1 : this.starts.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = this.compare(word, this.starts[mid] ?? 0);
      if (order === 0) return mid;
      if (order < 0) high = mid - 1;
      else low = mid + 1;
    }
    return -1;
  }

  /** `word` against the record's word at `start`, in UTF-16 code unit order. */
  private compare(word: string, start: number): number {
    const text = this.text;
    for (let k = 0; ; k += 1) {
      const a = k < word.length ? word.charCodeAt(k) : -1;
      const code = text.charCodeAt(start + k);
      const b = code === 9 ? -1 : code;
      if (a !== b) return a - b;
      if (a === -1) return 0;
    }
  }
}

/**
 * Where each record starts, and the first record of each ASCII opening character. A function of
 * its own, run once per thread: inside the constructor, V8 compiled its loop on the fly and then
 * threw the code away at the first statement after it (no type feedback there yet).
 */
function recordIndex(text: string, at: number): { starts: Int32Array; firstOf: Int32Array } {
  let count = 0;
  for (let i = text.indexOf('\n', at); i >= 0; i = text.indexOf('\n', i + 1)) count += 1;
  const starts = new Int32Array(count);
  // Records are sorted, so the words opening with each ASCII character are one run of them:
  // a search starts inside its first character's run.
  const firstOf = new Int32Array(ASCII + 2).fill(count);
  for (let k = 0, line = at; k < count; k += 1) {
    starts[k] = line;
    const first = Math.min(text.charCodeAt(line), ASCII);
    if (k < (firstOf[first] ?? 0)) firstOf[first] = k;
    line = text.indexOf('\n', line) + 1;
  }
  for (let c = ASCII; c >= 0; c -= 1)
    firstOf[c] = Math.min(firstOf[c] ?? count, firstOf[c + 1] ?? count);
  return { starts, firstOf };
}

let shared: EnglishTable | null = null;

/** The thread's one copy of the table. */
export function englishTable(): EnglishTable {
  shared ??= new EnglishTable(readFileSync(ENGLISH_TAGS_PATH, 'utf8'));
  return shared;
}
