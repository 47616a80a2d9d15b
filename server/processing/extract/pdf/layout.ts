// Puts a page's positioned text runs into reading order: columns split at a clear vertical gutter,
// lines top to bottom within a column, paragraphs at larger vertical gaps, hyphenated breaks joined.

export interface PlacedText {
  text: string;
  /** Left edge and baseline in PDF units (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

const MIN_GUTTER = 10;
const SPANNING_SHARE = 0.6;
const MIN_SIDE_SHARE = 0.15;
const MAX_COLUMN_DEPTH = 2;
const MIN_COLUMN_LINES = 3;

interface Line {
  y: number;
  fontSize: number;
  text: string;
}

function extent(items: PlacedText[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const it of items) {
    lo = Math.min(lo, it.x);
    hi = Math.max(hi, it.x + it.width);
  }
  return [lo, hi];
}

/** The x of the widest empty vertical band in the middle half of the text, if wide enough. */
function findGutter(items: PlacedText[], lo: number, hi: number): number | null {
  const span = hi - lo;
  const bins = new Uint8Array(Math.ceil(span) + 1);
  for (const it of items) {
    for (let x = Math.floor(it.x - lo); x < Math.ceil(it.x + it.width - lo); x++) bins[x] = 1;
  }
  let best: { start: number; width: number } | null = null;
  let runStart = -1;
  for (let x = 0; x <= bins.length; x++) {
    const empty = x < bins.length && bins[x] === 0;
    if (empty && runStart < 0) runStart = x;
    if (!empty && runStart >= 0) {
      const width = x - runStart;
      const centre = runStart + width / 2;
      const central = centre > span * 0.25 && centre < span * 0.75;
      if (central && width >= MIN_GUTTER && (best === null || width > best.width)) {
        best = { start: runStart, width };
      }
      runStart = -1;
    }
  }
  return best === null ? null : lo + best.start + best.width / 2;
}

function groupLines(items: PlacedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedText[][] = [];
  for (const it of sorted) {
    const current = lines.at(-1);
    const head = current?.[0];
    if (current && head && Math.abs(head.y - it.y) < Math.max(2, head.fontSize * 0.5)) {
      current.push(it);
    } else {
      lines.push([it]);
    }
  }
  return lines.map((runs) => {
    runs.sort((a, b) => a.x - b.x);
    let text = '';
    let rightEdge = -Infinity;
    for (const run of runs) {
      const gap = run.x - rightEdge;
      const needsSpace = text !== '' && !/\s$/.test(text) && !/^\s/.test(run.text);
      text += needsSpace && gap > run.fontSize * 0.15 ? ` ${run.text}` : run.text;
      rightEdge = run.x + run.width;
    }
    const first = runs[0];
    return { y: first?.y ?? 0, fontSize: first?.fontSize ?? 0, text: text.trim() };
  });
}

function joinLine(paragraph: string, line: string): string {
  if (paragraph === '') return line;
  if (/\p{L}-$/u.test(paragraph) && /^\p{Ll}/u.test(line)) return paragraph.slice(0, -1) + line;
  return `${paragraph} ${line}`;
}

function sizeRatio(a: number, b: number): number {
  return Math.max(a, b) / Math.max(0.1, Math.min(a, b));
}

function paragraphs(lines: Line[]): string[] {
  const out: string[] = [];
  let current = '';
  let previous: Line | null = null;
  for (const line of lines) {
    if (line.text === '') continue;
    const gap = previous === null ? 0 : previous.y - line.y;
    const spacing = Math.max(previous?.fontSize ?? 0, line.fontSize) * 1.6;
    const sizeChange = previous !== null && sizeRatio(previous.fontSize, line.fontSize) > 1.2;
    if (previous !== null && (gap > spacing || gap < 0 || sizeChange)) {
      out.push(current);
      current = '';
    }
    current = joinLine(current, line.text);
    previous = line;
  }
  if (current !== '') out.push(current);
  return out;
}

function distinctLines(items: PlacedText[]): number {
  return new Set(items.map((it) => Math.round(it.y / Math.max(1, it.fontSize * 0.5)))).size;
}

/** Real columns run side by side over several lines; a wide word gap on one line does not. */
function sideBySide(left: PlacedText[], right: PlacedText[]): boolean {
  if (distinctLines(left) < MIN_COLUMN_LINES || distinctLines(right) < MIN_COLUMN_LINES)
    return false;
  const range = (side: PlacedText[]) => [
    Math.min(...side.map((it) => it.y)),
    Math.max(...side.map((it) => it.y)),
  ];
  const [l0 = 0, l1 = 0] = range(left);
  const [r0 = 0, r1 = 0] = range(right);
  const overlap = Math.min(l1, r1) - Math.max(l0, r0);
  return overlap >= 0.5 * Math.min(l1 - l0, r1 - r0);
}

/** Splits items into top-to-bottom bands at full-width runs (titles), then columns within bands. */
function orderBlocks(items: PlacedText[], depth: number): PlacedText[][] {
  if (items.length === 0) return [];
  const [lo, hi] = extent(items);
  const span = hi - lo;
  if (depth >= MAX_COLUMN_DEPTH || span <= 0) return [items];
  const spanning = (it: PlacedText) => it.width > span * SPANNING_SHARE;
  const narrow = items.filter((it) => !spanning(it));
  const gutter = findGutter(narrow, lo, hi);
  if (gutter === null) return [items];
  const left = narrow.filter((it) => it.x + it.width / 2 < gutter);
  const right = narrow.filter((it) => it.x + it.width / 2 >= gutter);
  const minSide = narrow.length * MIN_SIDE_SHARE;
  if (left.length < minSide || right.length < minSide || !sideBySide(left, right)) return [items];

  // Bands: each full-width run (a title, a wide figure caption) closes the columns above it.
  const wide = items.filter(spanning).sort((a, b) => b.y - a.y);
  const bandBlocks: PlacedText[][] = wide.map((it) => [it]);
  const bands: { left: PlacedText[]; right: PlacedText[] }[] = [...wide, null].map(() => ({
    left: [],
    right: [],
  }));
  for (const it of narrow) {
    const sameLine = wide.findIndex((w) => Math.abs(w.y - it.y) < Math.max(2, w.fontSize * 0.5));
    if (sameLine >= 0) {
      bandBlocks[sameLine]?.push(it);
      continue;
    }
    const band = bands[wide.filter((w) => w.y > it.y).length];
    band?.[it.x + it.width / 2 < gutter ? 'left' : 'right'].push(it);
  }
  const blocks: PlacedText[][] = [];
  bands.forEach((band, i) => {
    blocks.push(...orderBlocks(band.left, depth + 1), ...orderBlocks(band.right, depth + 1));
    const bound = bandBlocks[i];
    if (bound) blocks.push(bound);
  });
  return blocks.filter((b) => b.length > 0);
}

/** The page's paragraphs in reading order. */
export function layoutPage(items: PlacedText[]): string[] {
  const visible = items.filter((it) => it.text.trim() !== '');
  return orderBlocks(visible, 0).flatMap((block) => paragraphs(groupLines(block)));
}
