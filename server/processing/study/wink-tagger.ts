// wink-nlp's part-of-speech tagging, exactly as `winkNLP(model, ['pos']).readDoc(text)` does
// it, built from wink-nlp's own modules (its cache of the model, tokenizer, token mappers, rule
// automata, and the model's transformer and updater) without the document and its API around
// them. Two things differ in how, not in what: wink's tokenizer loop builds a new regular
// expression for every piece of text between spaces (a literal inside its loop) and this loop
// does not; and the tokens and tags are read straight from the token array instead of through
// a document's collections (`tokens().out(its.value)`, `its.pos`, `its.precedingSpaces`).
// Together they cost a book ~15 % of its tagging time and a sixth of its allocations.
// tests/unit/server/processing/study/wink-tagger.test.ts compares this with wink-nlp itself.
import { createRequire } from 'node:module';
import { taggingModel } from './wink-model';

const require = createRequire(import.meta.url);

interface WinkCache {
  value(index: number): string;
  valueOf(feature: 'pos', index: number): string;
}

/** A wink document's data: tokens as tkSize numbers each (lexeme, spaces, lemma + pos, flags). */
interface WinkDocData {
  cache: WinkCache;
  tokens: number[];
  numOfTokens: number;
  nonBreakingSpaces: Record<number, string>;
}

/** The document wrapper wink's tokenizer adds tokens through (wink-nlp/src/dd-wrapper.js). */
interface WinkDocWrapper {
  _addTokenIfInCache(text: string, precedingSpaces: number, nbsp: string | null): number;
}

interface Automaton {
  importJSON(json: string): void;
  recognize(tokens: number[], transform: unknown, param: number[]): number[][];
}

interface PosModel {
  machines: string[];
  transformers: unknown[];
  updater: (px: number[][], cache: WinkCache, posTags: number[], normals: number[]) => void;
}

interface CoreModel {
  trex: unknown;
  tcat: { hash: Record<string, number> };
  preserve: unknown;
}

interface Mappers {
  mapRawTokens2UIdOfNormal(rdd: WinkDocData): number[];
  mapRawTokens2UIdOfDefaultPOS(rdd: WinkDocData): number[];
}

type Tokenize = (doc: WinkDocWrapper, text: string) => void;

const WINK = 'wink-nlp/src/';
const { tkSize, bits4lemma, posMask, psMask, UNK } = require(`${WINK}constants.js`) as {
  tkSize: number;
  bits4lemma: number;
  posMask: number;
  psMask: number;
  UNK: number;
};
const mappers = require(`${WINK}tokens-mappers.js`) as Mappers;
/** wink's tokenizer counts this many preceding spaces at most; this many mark non-breaking ones. */
const NON_BREAKING = 65535;
const NBSP = /[\u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]/;

/** Tokens, tags and spacing of a text, token by token. */
export interface TaggedText {
  values: string[];
  tags: string[];
  /** Whether the token follows the previous one with no space. */
  glued: boolean[];
}

export class WinkTagger {
  private readonly cache: WinkCache;
  private readonly tokenize: Tokenize;
  private readonly splitter: RegExp;
  private readonly automata: Automaton[];
  private readonly pos: PosModel;
  private readonly makeDocData: (rdd: WinkDocData) => WinkDocWrapper;
  private readonly tagNames: string[] = [];

  constructor() {
    // As wink-nlp's load() builds them, for a pipe of part-of-speech tags only.
    const model = taggingModel();
    const core = (model.core as () => CoreModel)();
    const Cache = require(`${WINK}cache.js`) as (core: unknown, featureFn: unknown) => WinkCache;
    const compileTRex = require(`${WINK}compile-trex.js`) as (trex: unknown) => {
      helpers: { splitter: RegExp };
    };
    const tokenizer = require(`${WINK}tokenizer.js`) as (
      trex: unknown,
      categories: Record<string, number>,
      preserve: unknown,
    ) => Tokenize;
    const fsm = require(`${WINK}automaton.js`) as (cache: WinkCache, ignore: string) => Automaton;
    this.makeDocData = require(`${WINK}dd-wrapper.js`) as (rdd: WinkDocData) => WinkDocWrapper;
    this.cache = Cache(core, model.featureFn);
    const trex = compileTRex(core.trex);
    this.splitter = trex.helpers.splitter;
    this.tokenize = tokenizer(trex, core.tcat.hash, core.preserve);
    this.pos = (model.pos as () => PosModel)();
    this.automata = this.pos.machines.map((machine) => {
      const automaton = fsm(this.cache, this.cache.value(0));
      automaton.importJSON(machine);
      return automaton;
    });
  }

  /** What `readDoc(text).tokens()` gives as values, tags and preceding spaces (empty or not). */
  tag(text: string): TaggedText {
    const rdd: WinkDocData = {
      cache: this.cache,
      tokens: [],
      numOfTokens: 0,
      nonBreakingSpaces: {},
    };
    this.tokenizeInto(rdd, text);
    const tokens = rdd.tokens;
    rdd.numOfTokens = tokens.length / tkSize;
    // wink's readDoc, part-of-speech pipe: default tags, then each automaton's corrections.
    const normals = mappers.mapRawTokens2UIdOfNormal(rdd);
    const posTags = mappers.mapRawTokens2UIdOfDefaultPOS(rdd);
    for (const automaton of this.automata) {
      const px = automaton.recognize(posTags, this.pos.transformers[0], tokens);
      this.pos.updater(px, this.cache, posTags, normals);
    }
    const values: string[] = [];
    const tags: string[] = [];
    const glued: boolean[] = [];
    for (let i = 0, t = 0; t < tokens.length; i += 1, t += tkSize) {
      values.push(this.cache.value(tokens[t] ?? 0));
      // wink's setter stores the tag of a token that has none (contractions carry their own)
      // beside the lemma bits, and its.pos reads it back.
      const own = tokens[t + 2] ?? 0;
      const packed = own === 0 ? (posTags[i] ?? 0) << bits4lemma : own;
      tags.push(this.tagName((packed & posMask) >>> bits4lemma));
      // its.precedingSpaces is '' when the count is 0 (0xFFFF means non-breaking spaces).
      glued.push(((tokens[t + 1] ?? 0) & psMask) === 0);
    }
    return { values, tags, glued };
  }

  /**
   * wink's tokenize(doc, text): each piece between spaces is looked up whole, and tokenized by
   * wink's tokenizer when it is not a lexeme; the spaces before it go to its first token.
   */
  private tokenizeInto(rdd: WinkDocData, text: string): void {
    const doc = this.makeDocData(rdd);
    const pieces = text.split(this.splitter);
    let precedingSpaces = 0;
    let nbsp: string | null = null;
    for (const piece of pieces) {
      if (!piece) continue;
      const hasNbsp = NBSP.test(piece);
      if (piece[0] === ' ' || hasNbsp) {
        precedingSpaces = hasNbsp ? NON_BREAKING : Math.min(piece.length, NON_BREAKING - 1);
        nbsp = hasNbsp ? piece : null;
        continue;
      }
      if (doc._addTokenIfInCache(piece, precedingSpaces, nbsp) === UNK) {
        // wink's tokenizer on the piece alone goes the same way (a piece is tokenized on its
        // own); only the spaces before its first token are left to set.
        const first = rdd.tokens.length;
        this.tokenize(doc, piece);
        if (first < rdd.tokens.length && precedingSpaces > 0) {
          rdd.tokens[first + 1] = (rdd.tokens[first + 1] ?? 0) | precedingSpaces;
          if (nbsp !== null) rdd.nonBreakingSpaces[first / tkSize] = nbsp;
        }
      }
      precedingSpaces = 0;
      nbsp = null;
    }
  }

  private tagName(id: number): string {
    let name = this.tagNames[id];
    if (name === undefined) {
      name = this.cache.valueOf('pos', id);
      this.tagNames[id] = name;
    }
    return name;
  }
}
