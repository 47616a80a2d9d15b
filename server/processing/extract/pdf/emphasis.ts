// Words a textbook sets in bold or italic inside its running text: the terms it introduces.
// pdf.js gives no font weight or slant without parsing every font, but each text run names its
// font, so an emphasized run is one set inline, at the size of the page's body text, in another
// face than the body's (code fonts, headings and captions excluded).

export interface StyledRun {
  text: string;
  /** pdf.js' font id of the run (one per embedded font face). */
  font: string;
  monospace: boolean;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

const MAX_WORDS = 6;
const SIZE_TOLERANCE = 0.08;
const TRIM = /^[\s"'“‘(•*–-]+|[\s"'”’),.:;!?•*–-]+$/gu;

function bodyFace(runs: readonly StyledRun[]): { font: string; fontSize: number } | null {
  const chars = new Map<string, { font: string; fontSize: number; count: number }>();
  for (const run of runs) {
    if (run.monospace) continue;
    const size = Math.round(run.fontSize * 10) / 10;
    const key = `${run.font}@${size}`;
    const entry = chars.get(key) ?? { font: run.font, fontSize: size, count: 0 };
    entry.count += run.text.length;
    chars.set(key, entry);
  }
  let best: { font: string; fontSize: number; count: number } | null = null;
  for (const entry of chars.values()) if (!best || entry.count > best.count) best = entry;
  return best;
}

function sameLine(a: StyledRun, b: StyledRun): boolean {
  return Math.abs(a.y - b.y) < Math.max(2, a.fontSize * 0.5);
}

/** The phrases a page sets in an emphasized face within lines of body text, in reading order. */
export function emphasizedPhrases(runs: readonly StyledRun[]): string[] {
  const body = bodyFace(runs);
  if (!body) return [];
  const visible = runs.filter((run) => run.text.trim() !== '');
  const isEmphasis = (run: StyledRun): boolean =>
    !run.monospace &&
    run.font !== body.font &&
    Math.abs(run.fontSize - body.fontSize) <= body.fontSize * SIZE_TOLERANCE;
  const lines: StyledRun[][] = [];
  for (const run of [...visible].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    const head = line?.[0];
    if (line && head && sameLine(head, run)) line.push(run);
    else lines.push([run]);
  }
  const out: string[] = [];
  let phrase = '';
  let rightEdge = -Infinity;
  const flush = (): void => {
    const text = phrase.replace(TRIM, '').replace(/\s+/g, ' ');
    if (/\p{L}{2}/u.test(text) && text.split(' ').length <= MAX_WORDS) out.push(text);
    phrase = '';
  };
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    // Inline only: a line with no body text is a heading, a caption or a list label.
    if (!line.some((run) => run.font === body.font)) {
      flush();
      continue;
    }
    // A phrase open at the end of the previous line goes on only if this line opens with it.
    const first = line[0];
    if (first && !isEmphasis(first)) flush();
    else rightEdge = -Infinity;
    for (const run of line) {
      if (!isEmphasis(run)) {
        flush();
        continue;
      }
      if (rightEdge === -Infinity && phrase !== '') {
        // "high-" + "level language": a compound broken at its own hyphen.
        phrase = phrase.endsWith('-') ? phrase + run.text : `${phrase} ${run.text}`;
      } else {
        const gap = run.x - rightEdge;
        phrase += phrase !== '' && gap > run.fontSize * 0.15 ? ` ${run.text}` : run.text;
      }
      rightEdge = run.x + run.width;
    }
  }
  flush();
  return out;
}
