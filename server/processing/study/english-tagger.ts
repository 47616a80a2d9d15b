// English part-of-speech tags as wink-nlp gives them, at a fraction of the cost. wink's tagging is
// a word's default tag from its lexicon, corrected by two rule machines that read the tags and
// hints around it. The lexicon facts and the rules come from server/data/english-tags.tsv
// (derived from wink's model by scripts/build-english-tags.ts, read by ../english-table.ts); what
// is this module's own is the cutting of text into tokens (spaces, then punctuation, possessives,
// hyphens, symbols, as wink cuts them) and running the rule machines over integer tables. In a
// processing job wink-nlp cost ~0.35 s of CPU on a 143,000-word book (its model's 3 MB of JSON,
// its tokenizer's regular expressions, a cache entry built for every new word, and compiling all
// of that), this ~0.1 s. The tags agree with wink's on 99.9 % of tokens
// (tests/unit/server/processing/study/english-tagger.test.ts compares them on sample text).
import { englishTable, type EnglishTable } from '../english-table';
import { FNV_OFFSET, fnvStep, SliceTable } from '../slice-table';

/** Tokens, tags and spacing of a text, token by token. */
export interface TaggedText {
  values: string[];
  /** The values in lowercase. */
  lowers: string[];
  tags: string[];
  /** Whether the token follows the previous one with no space. */
  glued: boolean[];
}

/** wink's token categories (wink-eng-lite-web-model/dist/token-categories.js). */
const CATEGORY = {
  word: 1,
  number: 2,
  time: 9,
  ordinal: 10,
  punctuation: 12,
  symbol: 13,
  decade: 18,
};
const TAG = { ADJ: 1, ADV: 3, NOUN: 8, PROPN: 12, VERB: 16 };
/** The tag of an unknown token by its category, as wink's model gives it (feature.js). */
const CATEGORY_TAG = [17, 0, 9, 15, 15, 12, 15, 15, 15, 15, 11, 15, 13, 15, 14, 0, 0, 0, 9, 0];
/** An unknown lowercase word's tag by its ending or opening, as wink's model gives it. */
const SUFFIX_TAG: Readonly<Record<string, number>> = {
  ing: TAG.VERB,
  ed: TAG.VERB,
  ly: TAG.ADV,
  able: TAG.ADJ,
  tish: TAG.ADJ,
  like: TAG.ADJ,
  ous: TAG.ADJ,
  ful: TAG.ADJ,
  ary: TAG.ADJ,
  less: TAG.ADJ,
  ier: TAG.ADJ,
  est: TAG.ADJ,
  fy: TAG.ADJ,
  ky: TAG.ADJ,
  es: TAG.NOUN,
  er: TAG.NOUN,
  or: TAG.NOUN,
  ity: TAG.NOUN,
  ion: TAG.NOUN,
  llah: TAG.PROPN,
  stan: TAG.PROPN,
  gton: TAG.PROPN,
  abad: TAG.PROPN,
  land: TAG.PROPN,
  pur: TAG.PROPN,
  tnam: TAG.PROPN,
};
const PREFIX_TAG: Readonly<Record<string, number>> = {
  anti: TAG.ADJ,
  post: TAG.ADJ,
  non: TAG.ADJ,
  cross: TAG.NOUN,
};
const LOWERCASE_WORD = /^[a-z][a-z\-–—.]*$/;
const TITLECASE_WORD = /^[A-Z][a-z\-–—.]*$/;

/** One token as the tagger knows it. */
interface Entry {
  value: string;
  lower: string;
  /** wink's default tag for it. */
  tag: number;
  /** The tags its normal form may take (a bit per tag): what the rules may change it to. */
  allowed: number;
  /** Its part-of-speech hint for the rules (0: none). */
  hint: number;
  /** A contraction's part ("n't"): wink keeps the tag it fixes, whatever the rules say. */
  fixed: boolean;
}

/** A word's record in the table: its default tag, clusters, own tag and hint. */
interface WordFacts {
  tag: number;
  normalCluster: number;
  ownCluster: number;
  ownTag: number;
  hint: number;
}

function factsOf(fields: string): WordFacts | null {
  if (fields === '' || fields[0] === '=') return null;
  const numbers = [0, 0, 0, 0, 0];
  for (let k = 0, field = 0; k < fields.length && field < numbers.length; k += 1) {
    const code = fields.charCodeAt(k);
    if (code === 9) field += 1;
    else numbers[field] = (numbers[field] ?? 0) * 10 + code - 48;
  }
  const [tag = 8, normalCluster = 0, ownCluster = 0, ownTag = 0, hint = 0] = numbers;
  return { tag, normalCluster, ownCluster, ownTag, hint };
}

/** wink's rule machines (its part-of-speech model), as integer transition tables. */
interface RuleMachine {
  /** Next state by state * COLUMNS + column (0: back to the start). */
  next: Int32Array;
  /** The tag a terminal state sets (negative: set whatever the word's tags), else NOT_TERMINAL. */
  terminal: Int32Array;
  /** How far a terminal state's match moves its first token (wink's "marked" states). */
  markStart: Int32Array;
}

const HINT_DELTA = 1_080_000;
const END_OF_SENTENCE = 2_070_000;
const OTHERWISE = 2_070_003;
const TAG_COLUMNS = 32;
const HINT_COLUMNS = 96;
const END_COLUMN = TAG_COLUMNS + HINT_COLUMNS;
const OTHERWISE_COLUMN = END_COLUMN + 1;
const COLUMNS = OTHERWISE_COLUMN + 1;
const NOT_TERMINAL = 0x7fffffff;
/** A terminal state whose tag is "0" records nothing (wink's pushMatch2Patterns). */
const NO_CHANGE = 0;

function columnOf(key: number): number {
  if (key >= 0 && key < TAG_COLUMNS) return key;
  if (key >= HINT_DELTA && key < HINT_DELTA + HINT_COLUMNS) return TAG_COLUMNS + key - HINT_DELTA;
  if (key === END_OF_SENTENCE) return END_COLUMN;
  if (key === OTHERWISE) return OTHERWISE_COLUMN;
  return -1;
}

function ruleMachine(json: string): RuleMachine {
  const [, lastState, fsm, terminals, marks] = JSON.parse(json) as [
    number,
    number,
    Record<string, Record<string, number>>,
    Record<string, string>,
    Record<string, [number, number]>,
  ];
  const states = lastState + 1;
  const next = new Int32Array(states * COLUMNS);
  for (const [state, moves] of Object.entries(fsm)) {
    for (const [key, to] of Object.entries(moves)) {
      // Keys that are no number ("$of") name token text, which a tag stream never holds.
      const column = columnOf(Number(key));
      if (column >= 0) next[Number(state) * COLUMNS + column] = to;
      else if (Number.isFinite(Number(key)))
        throw new Error(`english-tagger: no column for ${key}`);
    }
  }
  const terminal = new Int32Array(states).fill(NOT_TERMINAL);
  for (const [state, tag] of Object.entries(terminals)) terminal[Number(state)] = Number(tag);
  const markStart = new Int32Array(states);
  for (const [state, mark] of Object.entries(marks)) markStart[Number(state)] = mark[0];
  return { next, terminal, markStart };
}

export class EnglishTagger {
  private readonly table: EnglishTable;
  private readonly machines: RuleMachine[];
  /** Entries by token text (one per distinct token). */
  private readonly entries = new Map<string, Entry>();
  /** Each piece of text between spaces seen (pieces repeat: "the", "data,")… */
  private readonly pieces = new SliceTable();
  /** …and its tokens' entries, by the piece's index. */
  private readonly pieceEntries: Entry[][] = [];

  constructor(table = englishTable()) {
    this.table = table;
    this.machines = table.machines.map(ruleMachine);
  }

  /** Tokens, tags and spacing of `text`, as wink-nlp's `readDoc(text).tokens()` gives them. */
  tag(text: string): TaggedText {
    const values: string[] = [];
    const lowers: string[] = [];
    const glued: boolean[] = [];
    const tokens: Entry[] = [];
    const n = text.length;
    let i = 0;
    let spaced = false;
    while (i < n) {
      const code = text.charCodeAt(i);
      if (isLineBreak(code)) {
        let j = i + 1;
        while (j < n && isLineBreak(text.charCodeAt(j))) j += 1;
        pushAll(this.splitPiece(text.slice(i, j)), tokens, values, lowers, glued, spaced);
        spaced = false;
        i = j;
      } else if (isSpace(code)) {
        spaced = true;
        i += 1;
      } else {
        // The piece's hash is taken while its end is found: most pieces were seen before and
        // are then found without being cut out of the text.
        let j = i;
        let hash = FNV_OFFSET;
        for (; j < n; j += 1) {
          const c = text.charCodeAt(j);
          if (isSpace(c)) break;
          hash = fnvStep(hash, c);
        }
        pushAll(this.piece(text, i, j, hash), tokens, values, lowers, glued, spaced);
        spaced = false;
        i = j;
      }
    }
    return { values, lowers, tags: this.tagsOf(tokens), glued };
  }

  /** wink's default tags corrected by its rule machines, as tag names. */
  private tagsOf(tokens: readonly Entry[]): string[] {
    const count = tokens.length;
    const tags = new Int32Array(count);
    const hints = new Int32Array(count);
    for (let k = 0; k < count; k += 1) {
      const entry = tokens[k] as Entry;
      tags[k] = entry.tag;
      hints[k] = entry.hint;
    }
    const matchIndex: number[] = [];
    const matchTag: number[] = [];
    for (const machine of this.machines) {
      matchIndex.length = 0;
      matchTag.length = 0;
      recognize(machine, tags, hints, this.table.ignore, matchIndex, matchTag);
      for (let m = 0; m < matchIndex.length; m += 1) {
        const index = matchIndex[m] ?? 0;
        const target = matchTag[m] ?? 0;
        if (target < 0) tags[index] = -target;
        else if (((tokens[index] as Entry).allowed >>> target) & 1) tags[index] = target;
      }
    }
    const names: string[] = new Array<string>(count);
    for (let k = 0; k < count; k += 1) {
      const entry = tokens[k] as Entry;
      names[k] = this.table.tagNames[entry.fixed ? entry.tag : (tags[k] ?? 0)] ?? 'X';
    }
    return names;
  }

  /** The entries of the piece text[start, end) (whose hashOf is `hash`), cut out when new. */
  private piece(text: string, start: number, end: number, hash: number): Entry[] {
    const index = this.pieces.find(text, start, end, hash);
    if (index >= 0) return this.pieceEntries[index] as Entry[];
    const piece = text.slice(start, end);
    const entries = this.splitPiece(piece);
    this.pieceEntries[this.pieces.add(piece, hash)] = entries;
    return entries;
  }

  /** The entries of one piece of text between spaces. */
  private splitPiece(text: string): Entry[] {
    const entries: Entry[] = [];
    this.split(text, entries);
    return entries;
  }

  /** Cuts `text` (no spaces) into tokens as wink does, appending their entries to `out`. */
  private split(text: string, out: Entry[]): void {
    if (text === '') return;
    // No lexeme ends in a letter or digit followed by a comma, bracket or quote ("data,"):
    // such a piece is not looked up whole.
    if (!endsInAttachedMark(text) && this.known(text, out)) return;
    if (SHORT_FORM.test(text)) {
      out.push(this.entry(text, CATEGORY.word));
      return;
    }
    const first = text[0] ?? '';
    if (text.length > 1 && LEADING.has(first)) {
      out.push(this.entry(first, CATEGORY.punctuation));
      this.split(text.slice(1), out);
      return;
    }
    const last = text[text.length - 1] ?? '';
    if (text.length > 1 && TRAILING.has(last)) {
      // An ellipsis is one token.
      let from = text.length - 1;
      if (last === '.') while (from > 0 && text[from - 1] === '.') from -= 1;
      if (from === 0) {
        out.push(this.entry(text, CATEGORY.punctuation));
        return;
      }
      this.split(text.slice(0, from), out);
      out.push(this.entry(text.slice(from), CATEGORY.punctuation));
      return;
    }
    if (NUMBER.test(text)) {
      out.push(this.entry(text, CATEGORY.number));
      return;
    }
    if (TIME.test(text)) {
      out.push(this.entry(text, CATEGORY.time));
      return;
    }
    if (isDigit(text.charCodeAt(0))) {
      this.splitNumbered(text, out);
      return;
    }
    const symbol = SYMBOL.exec(text);
    if (symbol && text.length > 1) {
      this.splitAround(text, symbol.index, symbol[0], out);
      return;
    }
    if (HYPHENATED.test(text)) {
      this.splitHyphenated(text, out);
      return;
    }
    const possessive = POSSESSIVE.exec(text);
    if (possessive && HAS_LETTER.test(possessive[1] ?? '')) {
      this.split(possessive[1] ?? '', out);
      out.push(this.entry(possessive[2] ?? '', CATEGORY.word));
      return;
    }
    if (WORD.test(text)) {
      out.push(this.entry(text, CATEGORY.word));
      return;
    }
    const inner = INNER.exec(text);
    if (inner && text.length > 1) {
      this.splitAround(text, inner.index, inner[0], out);
      return;
    }
    out.push(this.entry(text, HAS_LETTER.test(text) ? CATEGORY.word : CATEGORY.symbol));
  }

  /** The tokens before the mark at `index`, the mark, and those after it. */
  private splitAround(text: string, index: number, mark: string, out: Entry[]): void {
    this.split(text.slice(0, index), out);
    out.push(this.entry(mark, PUNCTUATION.test(mark) ? CATEGORY.punctuation : CATEGORY.symbol));
    this.split(text.slice(index + mark.length), out);
  }

  /**
   * A piece that opens with a digit: an ordinal ("21st") or a decade ("1960s") is one token;
   * otherwise wink's tokenizer takes the number (or range: "1973-74", "9/11") off the front
   * ("14-day" is "14", "-", "day"; "3D" is "3", "D"; "4-5%" is "4-5", "%").
   */
  private splitNumbered(text: string, out: Entry[]): void {
    if (ORDINAL.test(text)) out.push(this.entry(text, CATEGORY.ordinal));
    else if (DECADE.test(text)) out.push(this.entry(text, CATEGORY.decade));
    else {
      const number = LEADING_NUMBER.exec(text)?.[0] ?? text;
      const category = ORDINAL.test(number) ? CATEGORY.ordinal : CATEGORY.number;
      if (!this.known(number, out)) out.push(this.entry(number, category));
      this.split(text.slice(number.length), out);
    }
  }

  /**
   * wink's rule for hyphens: the word stays whole when it has a digit ("D-50", "1973-74") or
   * opens with a prefix or ends with a suffix of the model's list ("mid-size", "re-entry");
   * otherwise each part and each hyphen is a token ("high", "-", "resolution").
   */
  private splitHyphenated(text: string, out: Entry[]): void {
    const parts = text.split(HYPHENS);
    const whole =
      DIGIT.test(text) ||
      this.table.keepPrefix.has(parts[0] ?? '') ||
      this.table.keepSuffix.has(parts[parts.length - 1] ?? '');
    if (whole) {
      out.push(this.entry(text, CATEGORY.word));
      return;
    }
    const marks = text.match(HYPHENS) ?? [];
    for (let k = 0; k < parts.length; k += 1) {
      this.split(parts[k] ?? '', out);
      const mark = marks[k];
      if (mark !== undefined) out.push(this.entry(mark, CATEGORY.punctuation));
    }
  }

  /** Appends the lexicon's entries for `text` when it is a word of it (contractions expanded). */
  private known(text: string, out: Entry[]): boolean {
    const cached = this.entries.get(text);
    if (cached !== undefined) {
      out.push(cached);
      return true;
    }
    const fields = this.table.fields(text);
    if (fields === '') return false;
    if (fields[0] !== '=') {
      out.push(this.remember(text, this.knownEntry(text, fields)));
      return true;
    }
    // A contraction: its expansions, value:tag:normal's cluster:hint each.
    for (const part of fields.slice(2).split('|')) {
      const [value = '', tag = '0', cluster = '0', hint = '0'] = part.split(':');
      out.push({
        value,
        lower: value.toLowerCase(),
        tag: Number(tag),
        allowed: this.table.clusters[Number(cluster)] ?? 1,
        hint: Number(hint),
        fixed: true,
      });
    }
    return true;
  }

  /** The entry of one token: the lexicon's facts, or wink's guess for a word it does not know. */
  private entry(text: string, category: number): Entry {
    const cached = this.entries.get(text);
    if (cached !== undefined) return cached;
    const fields = this.table.fields(text);
    if (fields !== '' && fields[0] !== '=')
      return this.remember(text, this.knownEntry(text, fields));
    // As wink adds a new word: its normal form is its lowercase, which the rules may change only
    // when the lexicon knows it.
    const lowerText = text.toLowerCase();
    const lower = lowerText === text ? null : factsOf(this.table.fields(lowerText));
    return this.remember(text, {
      value: text,
      lower: lowerText,
      tag: unknownTag(text, category, lower),
      allowed: lower ? (this.table.clusters[lower.ownCluster] ?? 1) : 1,
      hint: 0,
      fixed: false,
    });
  }

  private knownEntry(text: string, fields: string): Entry {
    const facts = factsOf(fields) as WordFacts;
    return {
      value: text,
      lower: text.toLowerCase(),
      tag: facts.tag,
      allowed: this.table.clusters[facts.normalCluster] ?? 1,
      hint: facts.hint,
      fixed: false,
    };
  }

  private remember(text: string, entry: Entry): Entry {
    this.entries.set(text, entry);
    return entry;
  }
}

/** wink's tag for a token its lexicon does not have (its model's feature.js, `pos`). */
function unknownTag(text: string, category: number, lower: WordFacts | null): number {
  let tag = 0;
  if (category === CATEGORY.word) {
    if (lower !== null) {
      tag = lower.ownTag === TAG.NOUN || lower.ownTag === TAG.ADJ ? TAG.PROPN : lower.ownTag;
    } else if (!LOWERCASE_WORD.test(text)) tag = TAG.PROPN;
    else {
      const word = text.toLowerCase();
      tag =
        SUFFIX_TAG[word.slice(-4)] ??
        SUFFIX_TAG[word.slice(-3)] ??
        SUFFIX_TAG[word.slice(-2)] ??
        PREFIX_TAG[word.slice(0, 5)] ??
        PREFIX_TAG[word.slice(0, 4)] ??
        PREFIX_TAG[word.slice(0, 3)] ??
        PREFIX_TAG[word.slice(0, 2)] ??
        TAG.NOUN;
    }
  }
  return tag || CATEGORY_TAG[category] || (TITLECASE_WORD.test(text) ? TAG.PROPN : TAG.NOUN);
}

/**
 * wink's rule machine over a sentence's tags (automaton.js `recognize` with the tagging pipe's
 * transform: a token with a hint is read as its hint): greedy, longest match first, with its
 * "otherwise" fallbacks. Appends each match's first token and the tag it sets.
 */
function recognize(
  machine: RuleMachine,
  tags: Int32Array,
  hints: Int32Array,
  ignore: number,
  matchIndex: number[],
  matchTag: number[],
): void {
  const { next, terminal, markStart } = machine;
  const length = tags.length;
  let first = 0;
  let state = 0;
  let lastOtherwiseIndex = 0;
  let lastOtherwiseState = 0;
  const record = (start: number, at: number): void => {
    const tag = terminal[at] ?? NOT_TERMINAL;
    if (tag === NO_CHANGE) return;
    matchIndex.push(start + (markStart[at] ?? 0));
    matchTag.push(tag);
  };
  for (let i = 0; i <= length; i += 1) {
    for (let j = i; j <= length; j += 1) {
      let column: number;
      if (j === length) column = END_COLUMN;
      else {
        const tag = tags[j] ?? 0;
        if (tag === ignore) continue;
        const hint = hints[j] ?? 0;
        column = hint ? columnOf(hint + HINT_DELTA) : tag < TAG_COLUMNS ? tag : -1;
      }
      let ns = column < 0 ? 0 : (next[state * COLUMNS + column] ?? 0);
      if (state === 0 && ns !== 0) first = j;
      if ((terminal[ns] ?? NOT_TERMINAL) !== NOT_TERMINAL) {
        record(first, ns);
        i = j;
        j = length + 100;
        ns = 0;
        lastOtherwiseState = 0;
      } else if (ns === 0) {
        if (lastOtherwiseState !== 0) {
          record(first, lastOtherwiseState);
          i = lastOtherwiseIndex;
          j = length + 100;
          lastOtherwiseState = 0;
        } else j = length + 100;
      }
      state = ns;
      const otherwise = next[state * COLUMNS + OTHERWISE_COLUMN] ?? 0;
      if (otherwise !== 0) {
        lastOtherwiseIndex = j;
        lastOtherwiseState = otherwise;
      }
    }
  }
}

function pushAll(
  entries: readonly Entry[],
  tokens: Entry[],
  values: string[],
  lowers: string[],
  glued: boolean[],
  spaced: boolean,
): void {
  for (let k = 0; k < entries.length; k += 1) {
    const entry = entries[k] as Entry;
    tokens.push(entry);
    values.push(entry.value);
    lowers.push(entry.lower);
    glued.push(k > 0 || !spaced);
  }
}

const LEADING = new Set(['(', '[', '{', '"', "'", '“', '‘', '<', '`', '«', '¿', '¡', '*', '_']);
const TRAILING = new Set([
  ')',
  ']',
  '}',
  '"',
  "'",
  '”',
  '’',
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '…',
  '>',
  '»',
  '*',
  '_',
]);
/** Characters that stand alone between words: slashes, operators, brackets, punctuation. */
const SYMBOL = /[/+=%$€£¥&@#^~|\\<>()[\]{}"“”‘’,;:!?…*_°]/u;
/** Those and dashes and periods (a dash between words that stay whole is split last). */
const INNER = /[-‐‑‒–—―/+=%$€£¥&@#^~|\\<>()[\]{}"“”‘’,;:!?….*_°]/u;
const PUNCTUATION = /[-‐‑‒–—―,;:!?….]/u;
const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const WORD = /^[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*$/u;
const HAS_LETTER = /\p{L}/u;
const POSSESSIVE = /^(.+?)(['’][sS])$/u;
/** "U.S.", "e.g.", "E.": letters each followed by a period (wink's short forms). */
const SHORT_FORM = /^(?:[A-Za-z]\.)+$/;
const TIME = /^\d{1,2}:\d{2}(?::\d{2})?$/;
/** A word of parts joined by hyphens or dashes ("mid-size", "high-resolution", "1973-74"). */
const HYPHENATED = /^[\p{L}\p{M}\p{N}'’]+(?:[-–—][\p{L}\p{M}\p{N}'’]+)+$/u;
const HYPHENS = /[-–—]/g;
const DIGIT = /\d/;
const ORDINAL = /^\d+(?:st|nd|rd|th)$/i;
const DECADE = /^\d+s$/;
const LEADING_NUMBER =
  /^(?:\d[\d,.]*(?:[-–/]\d[\d,.:]*)+|\d+(?:st|nd|rd|th)(?![a-z])|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/i;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Marks that follow a word without a space and are never part of a lexeme after one. */
const ATTACHED_MARK = /[\p{L}\p{N}][,;:!?)\]}"”’]$/u;

function endsInAttachedMark(text: string): boolean {
  return text.length > 1 && ATTACHED_MARK.test(text);
}

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 10 ||
    code === 13 ||
    code === 0xa0 ||
    (code >= 0x2002 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f
  );
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 9;
}
