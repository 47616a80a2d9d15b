// The one wink-nlp instance of the process: a second instance silently loses custom patterns,
// and loading the model costs time, so everything goes through `tagSentence`.
import winkNLP from 'wink-nlp';
import { taggingModel } from './wink-model';

const nlp = winkNLP(taggingModel(), ['pos']);
const its = nlp.its;
export interface TaggedToken {
  /** Surface text; hyphenated compounds ("high-resolution") are one token. */
  text: string;
  lower: string;
  pos: string;
}

/** POS-tags one English sentence. */
export function tagSentence(sentence: string): TaggedToken[] {
  const doc = nlp.readDoc(sentence);
  const tokens = doc.tokens();
  const values = tokens.out(its.value);
  const tags = tokens.out(its.pos);
  // Spacing matters only around hyphens: asked for there, not for every token.
  const glued = (i: number): boolean => tokens.itemAt(i).out(its.precedingSpaces) === '';
  const out: TaggedToken[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const text = values[i] ?? '';
    const pos = tags[i] ?? 'X';
    const previous = out[out.length - 1];
    // Re-join "high - resolution" that wink splits, when written without spaces.
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
    out.push({ text, lower: text.toLowerCase(), pos });
  }
  for (const token of out) {
    // A dangling hyphen ("high-") is not a word.
    if (token.text.endsWith('-') && token.text.length > 1) token.pos = 'X';
  }
  return out;
}

function isWordish(token: TaggedToken): boolean {
  return /[\p{L}\p{N}]/u.test(token.text);
}
