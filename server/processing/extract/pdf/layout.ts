// Puts a page's positioned text runs into reading order: columns split at a vertical gutter,
// lines top to bottom within a column, paragraphs at larger vertical gaps, and words broken at a
// line end (or a column end) joined again.
import { LineJoiner } from '../line-joiner';
import { OPEN_END } from './page-breaks';

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
/** Runs that may cross a gutter (a page number, a label of a wide figure), per run of the page. */
const CROSSING_SHARE = 0.03;

interface Line {
  y: number;
  fontSize: number;
  text: string;
}

function extent(items: readonly PlacedText[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const it of items) {
    lo = Math.min(lo, it.x);
    hi = Math.max(hi, it.x + it.width);
  }
  return [lo, hi];
}

/**
 * The x of the widest nearly empty vertical band in the middle half of the text, if wide enough.
 * A few runs may cross it: a centred page number or a wide figure's labels must not hide the
 * gutter of the two columns around them.
 */
function findGutter(items: readonly PlacedText[], lo: number, hi: number): number | null {
  const span = hi - lo;
  const size = Math.ceil(span) + 2;
  const change = new Int32Array(size);
  for (const it of items) {
    const start = Math.max(0, Math.floor(it.x - lo));
    const end = Math.min(size - 1, Math.ceil(it.x + it.width - lo));
    change[start] = (change[start] ?? 0) + 1;
    change[end] = (change[end] ?? 0) - 1;
  }
  const allowed = Math.max(1, Math.floor(items.length * CROSSING_SHARE));
  let best: { start: number; width: number } | null = null;
  let runStart = -1;
  let cover = 0;
  for (let x = 0; x < size; x++) {
    cover += change[x] ?? 0;
    const empty = x < size - 1 && cover <= allowed;
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

function groupLines(items: readonly PlacedText[]): Line[] {
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

function sizeRatio(a: number, b: number): number {
  return Math.max(a, b) / Math.max(0.1, Math.min(a, b));
}

/** A block's lines split into paragraphs at larger gaps and at changes of font size. */
function paragraphs(lines: readonly Line[]): Line[][] {
  const out: Line[][] = [];
  let current: Line[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    if (line.text === '') continue;
    const gap = previous === null ? 0 : previous.y - line.y;
    const spacing = Math.max(previous?.fontSize ?? 0, line.fontSize) * 1.6;
    const sizeChange = previous !== null && sizeRatio(previous.fontSize, line.fontSize) > 1.2;
    if (previous !== null && (gap > spacing || gap < 0 || sizeChange)) {
      out.push(current);
      current = [];
    }
    current.push(line);
    previous = line;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function distinctLines(items: readonly PlacedText[]): number {
  return new Set(items.map((it) => Math.round(it.y / Math.max(1, it.fontSize * 0.5)))).size;
}

/** Real columns run side by side over several lines; a wide word gap on one line does not. */
function sideBySide(left: readonly PlacedText[], right: readonly PlacedText[]): boolean {
  if (distinctLines(left) < MIN_COLUMN_LINES || distinctLines(right) < MIN_COLUMN_LINES)
    return false;
  const range = (side: readonly PlacedText[]) => {
    let low = Infinity;
    let high = -Infinity;
    for (const it of side) {
      low = Math.min(low, it.y);
      high = Math.max(high, it.y);
    }
    return [low, high] as const;
  };
  const [l0, l1] = range(left);
  const [r0, r1] = range(right);
  const overlap = Math.min(l1, r1) - Math.max(l0, r0);
  return overlap >= 0.5 * Math.min(l1 - l0, r1 - r0);
}

/**
 * Splits items into top-to-bottom bands at runs across the gutter (titles, wide figures, a
 * page number), then into columns within bands.
 */
function orderBlocks(items: readonly PlacedText[], depth: number): PlacedText[][] {
  if (items.length === 0) return [];
  const [lo, hi] = extent(items);
  const span = hi - lo;
  if (depth >= MAX_COLUMN_DEPTH || span <= 0) return [[...items]];
  const spanning = (it: PlacedText) => it.width > span * SPANNING_SHARE;
  const narrow = items.filter((it) => !spanning(it));
  const gutter = findGutter(narrow, lo, hi);
  if (gutter === null) return [[...items]];
  const crosses = (it: PlacedText) => it.x < gutter && it.x + it.width > gutter;
  const sides = narrow.filter((it) => !crosses(it));
  const left = sides.filter((it) => it.x + it.width / 2 < gutter);
  const right = sides.filter((it) => it.x + it.width / 2 >= gutter);
  const minSide = narrow.length * MIN_SIDE_SHARE;
  if (left.length < minSide || right.length < minSide || !sideBySide(left, right)) {
    return [[...items]];
  }

  // Bands: each run across the gutter (a title, a figure caption) closes the columns above it.
  const wide = items.filter((it) => spanning(it) || crosses(it)).sort((a, b) => b.y - a.y);
  const bandBlocks: PlacedText[][] = wide.map((it) => [it]);
  const bands: { left: PlacedText[]; right: PlacedText[] }[] = [...wide, null].map(() => ({
    left: [],
    right: [],
  }));
  for (const it of sides) {
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

const LOWER_START = /^\p{Ll}/u;

/**
 * A paragraph that stops mid-sentence (at the foot of a column, above a display equation or a
 * figure) and the next one that goes on in lowercase are one paragraph.
 */
function continues(previous: readonly Line[], next: readonly Line[]): boolean {
  const last = previous.at(-1);
  const first = next[0];
  if (!last || !first) return false;
  return (
    OPEN_END.test(last.text) &&
    LOWER_START.test(first.text) &&
    sizeRatio(last.fontSize, first.fontSize) <= 1.2
  );
}

/** The page's paragraphs in reading order; `joiner` joins the lines of each. */
export function layoutPage(
  items: readonly PlacedText[],
  joiner: LineJoiner = new LineJoiner(),
): string[] {
  const visible = items.filter((it) => it.text.trim() !== '');
  const ordered: Line[][] = [];
  for (const block of orderBlocks(visible, 0)) {
    for (const paragraph of paragraphs(groupLines(block))) {
      const previous = ordered.at(-1);
      if (previous && continues(previous, paragraph)) previous.push(...paragraph);
      else ordered.push(paragraph);
    }
  }
  return ordered.map((lines) => lines.reduce((text, line) => joiner.join(text, line.text), ''));
}
