// Running headers, footers and page numbers: the lines at the top and bottom of a page that the
// pages around it repeat. A margin line is dropped when it is a bare page number ("12", "Page 3
// of 10", "xiv"), when a page nearby has the same line at the same end (digits aside: "Chapter 2
// Variables 18" and "Chapter 2 Variables 20"), or when it starts or ends with a number that
// counts pages along with a margin line nearby ("2.3 Memory Diagrams 19" on page 41 and
// "2.5 Arithmetic Operators 21" on page 43).
import type { PlacedText } from './layout';

/** Pages on each side a margin line is compared with. */
export const MARGIN_WINDOW = 3;
/** Lines examined at each end of a page, outermost first. */
const LINES_PER_END = 2;

const ROMAN = '(?=[mdclxvi])m{0,3}(?:c[md]|d?c{0,3})(?:x[cl]|l?x{0,3})(?:i[xv]|v?i{0,3})';
const BARE_PAGE_NUMBER = new RegExp(
  `^(?:page\\s+)?(?:\\d{1,4}|${ROMAN})(?:\\s*(?:of|/)\\s*\\d{1,4})?$|^[-–—]\\s*\\d{1,4}\\s*[-–—]$`,
  'iu',
);
const LEADING_NUMBER = /^(\d{1,4})(?=\s)/u;
const TRAILING_NUMBER = /(?<=\s)(\d{1,4})$/u;
const MIN_KEY_LETTERS = 4;

export interface MarginLine {
  /** Indexes of the line's items in the page's item list. */
  items: number[];
  text: string;
  /** Lowercased, digits as '#', spaces collapsed: "chapter # variables and operators #". */
  key: string;
  /** A number opening or closing the line, minus the page number: constant on running lines. */
  offsets: number[];
}

/** The outermost lines at the top and the bottom of one page. */
export interface PageMargins {
  top: MarginLine[];
  bottom: MarginLine[];
}

function lineOf(items: readonly PlacedText[], indexes: number[], page: number): MarginLine {
  indexes.sort((a, b) => (items[a]?.x ?? 0) - (items[b]?.x ?? 0));
  const text = indexes
    .map((i) => items[i]?.text.trim() ?? '')
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/gu, ' ');
  const key = text.toLowerCase().replace(/\d+/gu, '#');
  const offsets: number[] = [];
  for (const pattern of [LEADING_NUMBER, TRAILING_NUMBER]) {
    const found = pattern.exec(text)?.[1];
    if (found !== undefined) offsets.push(Number(found) - page);
  }
  return { items: indexes, text, key, offsets };
}

/** Item indexes grouped into lines by baseline, from the top down. */
function linesTopDown(items: readonly PlacedText[]): number[][] {
  const order = items
    .map((_, i) => i)
    .filter((i) => (items[i]?.text.trim() ?? '') !== '')
    .sort((a, b) => (items[b]?.y ?? 0) - (items[a]?.y ?? 0));
  const lines: number[][] = [];
  let head: PlacedText | undefined;
  for (const i of order) {
    const item = items[i];
    if (!item) continue;
    const current = lines.at(-1);
    if (current && head && Math.abs(head.y - item.y) < Math.max(2, head.fontSize * 0.5)) {
      current.push(i);
    } else {
      lines.push([i]);
      head = item;
    }
  }
  return lines;
}

export function pageMargins(items: readonly PlacedText[], page: number): PageMargins {
  const lines = linesTopDown(items);
  const count = Math.min(LINES_PER_END, Math.floor(lines.length / 2));
  return {
    top: lines.slice(0, count).map((line) => lineOf(items, line, page)),
    bottom: lines
      .slice(lines.length - count)
      .reverse()
      .map((line) => lineOf(items, line, page)),
  };
}

function letters(key: string): number {
  return key.match(/\p{L}/gu)?.length ?? 0;
}

function repeats(line: MarginLine, others: readonly MarginLine[]): boolean {
  if (letters(line.key) >= MIN_KEY_LETTERS && others.some((other) => other.key === line.key)) {
    return true;
  }
  return line.offsets.some((offset) => others.some((other) => other.offsets.includes(offset)));
}

/**
 * The item indexes of page `index` (0-based in `pages`) that are running headers, footers or
 * page numbers, judged against the pages within MARGIN_WINDOW of it.
 */
export function runningItems(pages: readonly (PageMargins | null)[], index: number): Set<number> {
  const own = pages[index];
  const drop = new Set<number>();
  if (!own) return drop;
  const from = Math.max(0, index - MARGIN_WINDOW);
  const to = Math.min(pages.length - 1, index + MARGIN_WINDOW);
  for (const end of ['top', 'bottom'] as const) {
    const others: MarginLine[] = [];
    for (let i = from; i <= to; i += 1) if (i !== index) others.push(...(pages[i]?.[end] ?? []));
    // From the edge inwards: a line counts only if those outside it were running too.
    for (const line of own[end]) {
      if (!BARE_PAGE_NUMBER.test(line.text) && !repeats(line, others)) break;
      for (const item of line.items) drop.add(item);
    }
  }
  return drop;
}
