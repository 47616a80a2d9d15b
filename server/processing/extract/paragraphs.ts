// Splits plain text into paragraphs: blank lines separate them; lines inside one are joined,
// and a word hyphenated across a line break is put back together.

export function joinLines(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (out === '') out = line;
    else if (/\p{L}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else out = `${out} ${line}`;
  }
  return out;
}

export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\f\v]*\n/)
    .map((block) => joinLines(block.split('\n')))
    .filter((p) => p !== '');
}

/** True when the text holds at least one word (two letters in a row, in any script). */
export function hasWords(text: string): boolean {
  return /\p{L}{2}/u.test(text);
}
