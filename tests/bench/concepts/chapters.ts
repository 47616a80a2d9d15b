// The textbook chapters key concepts are scored on, with their glossary pages left out.
// Held out: the six chapter cuts in ../shared/data/textbook/ (the figures), never used to
// tune. Tuning: every other chapter with a glossary in the two whole books.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const textbookDir = path.resolve(repoRoot, '..', 'shared', 'data', 'textbook');

export type Fold = 'tuning' | 'held-out';

export interface Chapter {
  book: 'Think Java' | 'Think Stats';
  /** Glossary chapter number as in the glossary file (1–17, or "A"–"C"). */
  chapter: number | string;
  file: string;
  /** Pages of `file` that are the chapter's body (1-based, inclusive ranges). */
  body: [number, number][];
  fold: Fold;
}

export const GLOSSARIES: Record<Chapter['book'], string> = {
  'Think Java': path.join(textbookDir, 'thinkjava2', 'glossary.jsonl'),
  'Think Stats': path.join(textbookDir, 'thinkstats2_glossary.jsonl'),
};

const HELD_OUT: Chapter[] = [
  {
    book: 'Think Java',
    chapter: 1,
    file: 'thinkjava2/thinkjava2_ch01_computer-programming_pp23-38.pdf',
    body: [
      [1, 11],
      [14, 16],
    ],
    fold: 'held-out',
  },
  {
    book: 'Think Java',
    chapter: 2,
    file: 'thinkjava2/thinkjava2_ch02_variables-and-operators_pp39-54.pdf',
    body: [
      [1, 12],
      [15, 16],
    ],
    fold: 'held-out',
  },
  {
    book: 'Think Java',
    chapter: 4,
    file: 'thinkjava2/thinkjava2_ch04_methods-and-testing_pp73-92.pdf',
    body: [
      [1, 13],
      [16, 20],
    ],
    fold: 'held-out',
  },
  {
    book: 'Think Stats',
    chapter: 2,
    file: 'thinkstats2_ch02_pp25-36.pdf',
    body: [[1, 10]],
    fold: 'held-out',
  },
  {
    book: 'Think Stats',
    chapter: 9,
    file: 'thinkstats2_ch09_pp110-126.pdf',
    body: [[1, 16]],
    fold: 'held-out',
  },
  {
    book: 'Think Stats',
    chapter: 11,
    file: 'thinkstats2_ch11_pp140-159.pdf',
    body: [[1, 18]],
    fold: 'held-out',
  },
];

// [chapter, first page, first glossary page] in the whole book; the body runs up to the page
// before the glossary (Think Java's exercises follow its vocabulary and are left out too).
// Think Java: the page map of thinkjava2/README.md. Think Stats: the pages where each
// "Chapter N" title and "Glossary" heading are printed.
const THINK_JAVA: [number | string, number, number][] = [
  [3, 55, 68],
  [5, 93, 106],
  [6, 111, 125],
  [7, 129, 143],
  [8, 149, 162],
  [9, 169, 182],
  [10, 189, 201],
  [11, 205, 218],
  [12, 223, 235],
  [13, 239, 252],
  [14, 255, 269],
  [15, 271, 285],
  [16, 289, 296],
  [17, 299, 317],
  ['A', 319, 329],
  ['B', 331, 340],
  ['C', 341, 345],
];
const THINK_STATS: [number, number, number][] = [
  [1, 9, 23],
  [3, 37, 47],
  [4, 48, 56],
  [5, 58, 71],
  [6, 72, 84],
  [7, 86, 96],
  [8, 98, 108],
  [10, 127, 139],
  [12, 160, 177],
  [13, 178, 195],
];

const TUNING: Chapter[] = [
  ...THINK_JAVA.map(([chapter, first, glossary]): Chapter => ({
    book: 'Think Java',
    chapter,
    file: 'thinkjava2/thinkjava2.pdf',
    body: [[first, glossary - 1]],
    fold: 'tuning',
  })),
  ...THINK_STATS.map(([chapter, first, glossary]): Chapter => ({
    book: 'Think Stats',
    chapter,
    file: 'thinkstats2.pdf',
    body: [[first, glossary - 1]],
    fold: 'tuning',
  })),
];

export const CHAPTERS: readonly Chapter[] = [...HELD_OUT, ...TUNING];
