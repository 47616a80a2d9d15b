// Splits plain text into paragraphs: blank lines separate them; lines inside one are joined,
// and a word hyphenated across a line break is put back together (./line-joiner.ts).
import { normalizeGlyphs } from './glyphs';
import { LineJoiner, Vocabulary } from './line-joiner';

/** A joiner that knows the words of `text` itself. */
function joinerFor(text: string): LineJoiner {
  const vocabulary = new Vocabulary();
  for (const line of text.split('\n')) vocabulary.add(line.trim());
  return new LineJoiner(vocabulary);
}

export function joinLines(lines: string[], joiner: LineJoiner = joinerFor(lines.join('\n'))) {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line !== '') out = joiner.join(out, line);
  }
  return out;
}

export function splitParagraphs(text: string, joiner?: LineJoiner): string[] {
  const normalized = normalizeGlyphs(text.replace(/\r\n?/g, '\n'));
  const lineJoiner = joiner ?? joinerFor(normalized);
  return normalized
    .split(/\n[ \t\f\v]*\n/)
    .map((block) => joinLines(block.split('\n'), lineJoiner))
    .filter((p) => p !== '');
}

/** True when the text holds at least one word (two letters in a row, in any script). */
export function hasWords(text: string): boolean {
  return /\p{L}{2}/u.test(text);
}
