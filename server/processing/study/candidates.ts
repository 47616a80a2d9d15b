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
const NOUN = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
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
  const previous = tokens[i - 1];
  const next = tokens[i + 1];
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

/** Whether tokens [from, to) are the term a defining sentence names. */
function isDefined(tokens: readonly TaggedToken[], from: number, to: number): boolean {
  const next = tokens[to]?.lower ?? '';
  if (DEFINING_SINGLE.has(next)) return true;
  if (DEFINING_VERB.has(next) && DEFINING_OBJECT.has(tokens[to + 1]?.lower ?? '')) return true;
  let before = from - 1;
  if (DEFINING_OBJECT.has(tokens[before]?.lower ?? '')) before -= 1;
  const word = tokens[before]?.lower ?? '';
  if (NAMING.has(word)) return true;
  return word === 'as' && NAMING_AS.has(tokens[before - 1]?.lower ?? '');
}

function emitPhrase(
  tokens: TaggedToken[],
  tokenStems: string[],
  sentence: number,
  position: number,
  sourceStart: number,
  sentenceStart: number,
  out: Occurrence[],
  params: CandidateParams,
  defined: boolean,
): void {
  let start = 0;
  while (start < tokens.length && GENERIC_MODIFIERS.has(tokens[start]?.lower ?? '')) start += 1;
  let kept = tokens.slice(start);
  if (kept.length === 0) return;
  if (kept.length > params.maxWords) kept = kept.slice(kept.length - params.maxWords);
  const offset = position + tokens.length - kept.length;
  const keptStems = tokenStems.slice(tokens.length - kept.length);
  const surfaces = kept.map((t) => t.text);
  const head = kept[0];
  // "Experimental results" opening a sentence is the term "experimental results".
  if (
    head &&
    offset === sentenceStart &&
    head.pos !== 'PROPN' &&
    /^\p{Lu}\p{Ll}*$/u.test(head.text)
  ) {
    surfaces[0] = head.lower;
  }
  // Trailing parts keep the head noun, so each is itself a noun phrase. Their keys and surfaces
  // are suffixes of the whole phrase's, built from the head backwards.
  const parts = params.subPhrases ? kept.length : 1;
  const last = kept.length - 1;
  let key = keptStems[last] ?? '';
  let surface = surfaces[last] ?? '';
  const keys: string[] = [];
  const forms: string[] = [];
  keys[last] = key;
  forms[last] = surface;
  for (let from = last - 1; from >= 0; from -= 1) {
    key = `${keptStems[from] ?? ''} ${key}`;
    surface = `${surfaces[from] ?? ''} ${surface}`;
    keys[from] = key;
    forms[from] = surface;
  }
  for (let from = 0; from < parts; from += 1) {
    out.push({
      key: keys[from] ?? '',
      surface: forms[from] ?? '',
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

function readEnglishSentence(
  sentence: StudySentence,
  tokens: TaggedToken[],
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
  let run: TaggedToken[] = [];
  let runStems: string[] = [];
  let runStart = cursor.position;
  let runFrom = 0;
  const flush = (end: number): void => {
    let to = end;
    while (run.length > 0 && !NOUN.has(run[run.length - 1]?.pos ?? '')) {
      run.pop();
      runStems.pop();
      to -= 1;
    }
    if (run.length > 0) {
      const { sourceStart, occurrences } = cursor;
      const defined = isDefined(tokens, runFrom, to);
      emitPhrase(
        run,
        runStems,
        sentence.index,
        runStart,
        sourceStart,
        sentenceStart,
        occurrences,
        params,
        defined,
      );
    }
    run = [];
    runStems = [];
  };
  tokens.forEach((token, i) => {
    positions.push(cursor.position);
    const hasLetter = HAS_LETTER.test(token.text);
    const isWord = hasLetter || HAS_DIGIT.test(token.text);
    const modifier = MODIFIER.has(token.pos);
    if (modifier && looksLikeVerb(tokens, i, run.length)) {
      flush(i);
    } else if (modifier && isUsable(token, hasLetter, stopwords)) {
      if (run.length === 0) {
        runStart = cursor.position;
        runFrom = i;
      }
      const stem = withEmphasis ? (stems[i] ?? '') : stemWord(token.lower, 'en');
      run.push(token);
      runStems.push(stem);
      content.push({ stem, position: cursor.position });
    } else {
      flush(i);
    }
    if (isWord) cursor.position += 1;
  });
  flush(tokens.length);
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
