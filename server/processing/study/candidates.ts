// Candidate concept phrases in English: maximal noun phrases from POS tags (adjective* noun+).
// Other languages are in ./generic-candidates.
import {
  candidateCollector,
  readAll,
  type CandidateCollector,
  type CandidateSet,
  type SentenceCursor,
} from './collector';
import type { EmphasisDictionary } from './emphasis';
import { tagSentence, tagSentences, type TaggedToken } from './nlp';
import type { StudySentence } from './sentences';
import type { ContentWord, Occurrence } from './types';
import { stemWord } from './stem';
import { GENERIC_MODIFIERS, stopwordsFor } from './stopwords';

export interface CandidateParams {
  /** Longer noun phrases keep their last words (the head and its closest modifiers). */
  maxWords: number;
  /** Also count every trailing part of a phrase: a term is often named inside a longer one. */
  subPhrases: boolean;
}

export const DEFAULT_CANDIDATE_PARAMS: CandidateParams = { maxWords: 5, subPhrases: true };
const isNoun = (pos: string): boolean => pos === 'NOUN' || pos === 'PROPN';
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{N}/u;

/** A token with a letter, not a stopword, and longer than one letter unless a capital. */
function isUsable(token: TaggedToken, hasLetter: boolean, stopwords: ReadonlySet<string>) {
  if (!hasLetter || stopwords.has(token.lower)) return false;
  return token.text.length > 1 || /\p{Lu}/u.test(token.text);
}

const RELATIVE = new Set(['that', 'which', 'who', 'it', 'this']);
const PLURAL_LIKE = /[^isu]s$/;
// Words that open the object of a verb, never the rest of a noun phrase.
const OBJECT_START = new Set([
  'the',
  'a',
  'an',
  'its',
  'their',
  'his',
  'her',
  'our',
  'this',
  'these',
  'those',
]);

/**
 * Wink sometimes tags a present-tense verb as a plural noun: "the process that releases energy",
 * "active transport moves particles". Such a word starts no phrase and joins none.
 */
function looksLikeVerb(tokens: readonly TaggedToken[], i: number, runLength: number): boolean {
  const token = tokens[i];
  const previous = i > 0 ? tokens[i - 1] : undefined;
  const next = i + 1 < tokens.length ? tokens[i + 1] : undefined;
  if (!token || token.pos !== 'NOUN' || !next) return false;
  if (runLength === 0) {
    const nextIsPhrase = next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'DET';
    return (
      PLURAL_LIKE.test(token.lower) &&
      previous !== undefined &&
      RELATIVE.has(previous.lower) &&
      nextIsPhrase
    );
  }
  if (previous?.pos !== 'NOUN' && previous?.pos !== 'PROPN') return false;
  if (!PLURAL_LIKE.test(token.lower)) return false;
  // "transport moves particles", "respiration releases the energy", "membrane controls its
  // permeability". The determiner must be lowercase: a capitalized one starts a new sentence
  // after a title that lacks a final period ("hyperbolic PDEs This paper").
  return (next.pos === 'NOUN' && PLURAL_LIKE.test(next.lower)) || OBJECT_START.has(next.text);
}

// "X is a …", "X refers to …" after a phrase; "called X", "known as X" before it.
const DEFINING_VERB = new Set(['is', 'are']);
const DEFINING_OBJECT = new Set(['a', 'an', 'the', 'one', 'any', 'another', 'what', 'how']);
const DEFINING_SINGLE = new Set(['refers', 'refer', 'means', 'denotes', 'describes']);
const NAMING = new Set(['called', 'named', 'termed', 'dubbed']);
const NAMING_AS = new Set(['known', 'referred', 'defined']);

/** The lowercase text of token `i`, '' outside the sentence (read without going out of bounds). */
function lowerAt(tokens: readonly TaggedToken[], i: number): string {
  return i >= 0 && i < tokens.length ? (tokens[i] as TaggedToken).lower : '';
}

/** Whether tokens [from, to) are the term a defining sentence names. */
function isDefined(tokens: readonly TaggedToken[], from: number, to: number): boolean {
  const next = lowerAt(tokens, to);
  if (DEFINING_SINGLE.has(next)) return true;
  if (DEFINING_VERB.has(next) && DEFINING_OBJECT.has(lowerAt(tokens, to + 1))) return true;
  let before = from - 1;
  if (DEFINING_OBJECT.has(lowerAt(tokens, before))) before -= 1;
  const word = lowerAt(tokens, before);
  if (NAMING.has(word)) return true;
  return word === 'as' && NAMING_AS.has(lowerAt(tokens, before - 1));
}

const CAPITALIZED = /^\p{Lu}\p{Ll}*$/u;

/**
 * The phrase of `tokens` (a run of modifiers ending in a noun) and, with sub-phrases, each of its
 * trailing parts, as occurrences. Written as plain loops over the run: every noun phrase of a book
 * passes here, and slicing and mapping the run (arrays of changing kinds) made V8 compile it again
 * after each of several deoptimizations.
 */
function emitPhrase(
  tokens: readonly TaggedToken[],
  runFrom: number,
  runTo: number,
  runStems: readonly string[],
  sentence: number,
  position: number,
  sourceStart: number,
  sentenceStart: number,
  out: Occurrence[],
  params: CandidateParams,
  defined: boolean,
): void {
  // Offsets into the run: token runFrom + i, stem runStems[i].
  const end = runTo - runFrom;
  let start = 0;
  while (start < end && GENERIC_MODIFIERS.has(tokens[runFrom + start]?.lower ?? '')) start += 1;
  if (start === end) return;
  // Longer noun phrases keep their last words.
  if (end - start > params.maxWords) start = end - params.maxWords;
  const offset = position + start;
  const head = tokens[runFrom + start];
  // "Experimental results" opening a sentence is the term "experimental results".
  const lowerHead =
    head !== undefined &&
    offset === sentenceStart &&
    head.pos !== 'PROPN' &&
    CAPITALIZED.test(head.text);
  // Trailing parts keep the head noun, so each is itself a noun phrase. Their keys and surfaces
  // are suffixes of the whole phrase's, built from the head backwards (the longest last).
  const keys: string[] = [];
  const forms: string[] = [];
  let key = '';
  let surface = '';
  for (let i = end - 1; i >= start; i -= 1) {
    const token = tokens[runFrom + i];
    const text = (i === start && lowerHead ? token?.lower : token?.text) ?? '';
    const stem = runStems[i] ?? '';
    key = i === end - 1 ? stem : `${stem} ${key}`;
    surface = i === end - 1 ? text : `${text} ${surface}`;
    keys.push(key);
    forms.push(surface);
  }
  const parts = params.subPhrases ? end - start : 1;
  for (let from = 0; from < parts; from += 1) {
    // keys[k] starts at token end - 1 - k; the part `from` starts at token start + from.
    const k = end - 1 - start - from;
    out.push({
      key: keys[k] ?? '',
      surface: forms[k] ?? '',
      sentence,
      position: offset + from,
      localPosition: offset + from - sourceStart,
      embedded: from > 0,
      defined: defined && from === 0,
    });
  }
}

/**
 * Emphasized phrases of the sentence that no noun phrase gave already ("compile" and
 * "portable" are terms too): each becomes an occurrence of its own.
 */
function emitEmphasized(
  tokens: readonly TaggedToken[],
  stems: readonly string[],
  positions: readonly number[],
  emphasis: EmphasisDictionary,
  sentence: number,
  cursor: SentenceCursor,
): void {
  const emittedTo = cursor.occurrences.length;
  const emittedAlready = (key: string, position: number): boolean => {
    for (let i = 0; i < emittedTo; i += 1) {
      const o = cursor.occurrences[i];
      if (o?.key === key && o.position === position) return true;
    }
    return false;
  };
  for (const [from, to] of emphasis.spans(stems)) {
    const key = stems.slice(from, to).join(' ');
    const position = positions[from] ?? cursor.position;
    if (emittedAlready(key, position)) continue;
    cursor.occurrences.push({
      key,
      surface: tokens
        .slice(from, to)
        .map((t) => t.text)
        .join(' '),
      sentence,
      position,
      localPosition: position - cursor.sourceStart,
      embedded: false,
      defined: isDefined(tokens, from, to),
    });
  }
}

/** Whether `text` has a letter: ASCII letters answered by their code, the rest by the regex. */
function hasLetter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i) | 0x20;
    if (code >= 0x61 && code <= 0x7a) return true;
    if (text.charCodeAt(i) >= 0x80) return HAS_LETTER.test(text);
  }
  return false;
}

/** Emits the noun phrase of a run of modifiers (tokens [runFrom, runFrom + runLength)), if any. */
function emitRun(
  tokens: readonly TaggedToken[],
  runFrom: number,
  runLength: number,
  runStems: readonly string[],
  runStart: number,
  sentence: number,
  sentenceStart: number,
  cursor: SentenceCursor,
  params: CandidateParams,
): void {
  // The phrase ends at its last noun.
  let to = runFrom + runLength;
  while (to > runFrom && !isNoun(tokens[to - 1]?.pos ?? '')) to -= 1;
  if (to === runFrom) return;
  emitPhrase(
    tokens,
    runFrom,
    to,
    runStems,
    sentence,
    runStart,
    cursor.sourceStart,
    sentenceStart,
    cursor.occurrences,
    params,
    isDefined(tokens, runFrom, to),
  );
}

function readEnglishSentence(
  sentence: StudySentence,
  tokens: readonly TaggedToken[],
  cursor: SentenceCursor,
  params: CandidateParams,
  stopwords: ReadonlySet<string>,
  emphasis: EmphasisDictionary | undefined,
): ContentWord[] {
  const withEmphasis = emphasis !== undefined && emphasis.size > 0;
  // Each token's stem, looked up once: the phrases and the emphasized spans share them.
  const stems: string[] = withEmphasis ? tokens.map((t) => stemWord(t.lower, 'en')) : [];
  const sentenceStart = cursor.position;
  const content: ContentWord[] = [];
  const positions: number[] = [];
  // The run of modifiers being read: tokens [runFrom, runFrom + runLength), their stems.
  const runStems: string[] = [];
  let runLength = 0;
  let runStart = cursor.position;
  let runFrom = 0;
  const n = tokens.length;
  // One step past the last token: the sentence's end closes the run being read.
  for (let i = 0; i <= n; i += 1) {
    const token = i < n ? (tokens[i] as TaggedToken) : null;
    const letter = token !== null && hasLetter(token.text);
    const pos = token?.pos;
    const modifier = pos === 'ADJ' || pos === 'NOUN' || pos === 'PROPN';
    if (
      token !== null &&
      modifier &&
      !looksLikeVerb(tokens, i, runLength) &&
      isUsable(token, letter, stopwords)
    ) {
      if (runLength === 0) {
        runStart = cursor.position;
        runFrom = i;
      }
      const stem = withEmphasis ? (stems[i] ?? '') : stemWord(token.lower, 'en');
      runStems[runLength] = stem;
      runLength += 1;
      content.push({ stem, position: cursor.position });
    } else if (runLength > 0) {
      emitRun(
        tokens,
        runFrom,
        runLength,
        runStems,
        runStart,
        sentence.index,
        sentenceStart,
        cursor,
        params,
      );
      runLength = 0;
    }
    if (token === null) break;
    positions.push(cursor.position);
    if (letter || HAS_DIGIT.test(token.text)) cursor.position += 1;
  }
  if (withEmphasis) emitEmphasized(tokens, stems, positions, emphasis, sentence.index, cursor);
  return content;
}

export function englishCollector(
  params: CandidateParams = DEFAULT_CANDIDATE_PARAMS,
  emphasis?: EmphasisDictionary,
): CandidateCollector {
  const stopwords = stopwordsFor('en');
  // Tags of sentences announced by `prepare` (a chunk's, tagged in one batch), by sentence index.
  const prepared = new Map<number, TaggedToken[]>();
  const collector = candidateCollector((sentence, cursor) => {
    const tokens = prepared.get(sentence.index) ?? tagSentence(sentence.text);
    prepared.delete(sentence.index);
    return readEnglishSentence(sentence, tokens, cursor, params, stopwords, emphasis);
  }, emphasis);
  return {
    ...collector,
    prepare(sentences) {
      const tagged = tagSentences(sentences.map((sentence) => sentence.text));
      sentences.forEach((sentence, i) => prepared.set(sentence.index, tagged[i] ?? []));
    },
  };
}

export function extractEnglish(
  sentences: readonly StudySentence[],
  params: CandidateParams = DEFAULT_CANDIDATE_PARAMS,
): CandidateSet {
  return readAll(englishCollector(params), sentences);
}
