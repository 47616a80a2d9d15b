// The one English tagger of the process (wink-nlp's tags, ./english-tagger.ts): loading its
// table costs time, so everything goes through `tagSentence`.
import { EnglishTagger } from './english-tagger';

const tagger = new EnglishTagger();
export interface TaggedToken {
  /** Surface text; hyphenated compounds ("high-resolution") are one token. */
  text: string;
  lower: string;
  pos: string;
}

/** POS-tags one English sentence. */
export function tagSentence(sentence: string): TaggedToken[] {
  return tagDocument(sentence, 1)[0] ?? [];
}

/** What the tagger splits on besides spaces: a batch puts one line break between its sentences. */
const LINE_BREAKS = /[\n\r\t]/;
const HAS_TEXT = /\S/;

/**
 * POS-tags English sentences, in order: several in one text, joined by line breaks, so the
 * tagger's fixed cost per call (its arrays, each rule machine's pass) is paid once per batch
 * instead of once per sentence. A line break is a token of its own that no tagging rule reaches
 * across, so each sentence gets the tokens and tags it gets alone (unit-tested); a batch with a
 * sentence holding a line break or no text is tagged one sentence at a time.
 */
export function tagSentences(sentences: readonly string[]): TaggedToken[][] {
  if (sentences.length <= 1 || !sentences.every((s) => HAS_TEXT.test(s) && !LINE_BREAKS.test(s)))
    return sentences.map(tagSentence);
  const tagged = tagDocument(sentences.join('\n'), sentences.length);
  // Never seen: a count that does not match would misplace every later sentence's tags.
  return tagged.length === sentences.length ? tagged : sentences.map(tagSentence);
}

/** The tokens of a text of `count` sentences separated by line-break tokens. */
function tagDocument(text: string, count: number): TaggedToken[][] {
  const tagged = tagger.tag(text);
  const values = tagged.values;
  const tags = tagged.tags;
  const glued = (i: number): boolean => tagged.glued[i] ?? false;
  const sentences: TaggedToken[][] = [];
  let out: TaggedToken[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const text = values[i] ?? '';
    if (count > 1 && text === '\n') {
      sentences.push(finishSentence(out));
      out = [];
      continue;
    }
    const pos = tags[i] ?? 'X';
    const previous = out[out.length - 1];
    // Re-join "high - resolution" that the tagger splits (as wink does), when written without spaces.
    if (
      previous &&
      (text === '-' || previous.text.endsWith('-')) &&
      glued(i) &&
      isWordish(previous)
    ) {
      previous.text += text;
      previous.lower = previous.text.toLowerCase();
      if (text !== '-') {
        previous.pos =
          pos === 'PROPN' || pos === 'NOUN' ? pos : previous.pos === 'ADJ' ? 'ADJ' : pos;
      }
      continue;
    }
    out.push({ text, lower: tagged.lowers[i] ?? text.toLowerCase(), pos });
  }
  sentences.push(finishSentence(out));
  return sentences;
}

function finishSentence(out: TaggedToken[]): TaggedToken[] {
  for (const token of out) {
    // A dangling hyphen ("high-") is not a word.
    if (token.text.endsWith('-') && token.text.length > 1) token.pos = 'X';
  }
  return out;
}

function isWordish(token: TaggedToken): boolean {
  return /[\p{L}\p{N}]/u.test(token.text);
}
