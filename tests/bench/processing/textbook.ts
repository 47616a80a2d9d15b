// A deterministic 300-page textbook for the processing benchmark: the fixtures' sentences mixed
// with generated definitional prose, so every page differs and reads like course material.
import { LECTURE_DOCX, SUBTITLES_SRT, textImageLines } from '../../fixtures/lib/content';
import { writePdf, type PdfPage, type PdfText } from '../../fixtures/lib/pdf-writer';

const MODIFIERS = [
  'cellular',
  'thermal',
  'linear',
  'magnetic',
  'chemical',
  'genetic',
  'adaptive',
  'electric',
  'molecular',
  'kinetic',
  'organic',
  'structural',
  'dynamic',
  'optical',
  'neural',
  'statistical',
  'digital',
  'elastic',
  'tidal',
  'metabolic',
  'economic',
  'social',
  'acoustic',
  'volcanic',
];
const HEADS = [
  'membrane',
  'equilibrium',
  'gradient',
  'reaction',
  'network',
  'pressure',
  'current',
  'signal',
  'enzyme',
  'structure',
  'cycle',
  'transport',
  'resistance',
  'frequency',
  'mutation',
  'market',
  'erosion',
  'circuit',
  'receptor',
  'catalyst',
  'lattice',
  'spectrum',
  'hormone',
  'sediment',
];
const OBJECTS = [
  'energy',
  'water',
  'heat',
  'charge',
  'particles',
  'information',
  'proteins',
  'light',
  'minerals',
  'oxygen',
  'glucose',
  'momentum',
  'nutrients',
  'carbon dioxide',
  'ions',
  'waves',
];
const VERBS = [
  'transfers',
  'stores',
  'converts',
  'regulates',
  'absorbs',
  'releases',
  'controls',
  'measures',
  'carries',
  'amplifies',
  'filters',
  'limits',
];
const CONTEXTS = [
  'living cells',
  'closed systems',
  'coastal regions',
  'electronic devices',
  'the atmosphere',
  'industrial processes',
  'the nervous system',
  'laboratory experiments',
  'plant tissue',
];

const TEMPLATES: ((s: Slots) => string)[] = [
  (s) => `${cap(s.term)} is a ${s.kind} that ${s.verb} ${s.object} in ${s.context}.`,
  (s) => `${cap(s.term)} refers to the way ${s.object} moves through ${s.context}.`,
  (s) => `In ${s.context}, ${s.term} ${s.verb} ${s.object} and depends on ${s.other}.`,
  (s) => `A process called ${s.term} ${s.verb} ${s.object} when ${s.other} changes.`,
  (s) => `The ${s.other} increases as ${s.term} ${s.verb} more ${s.object}.`,
  (s) => `Scientists measure ${s.term} to predict how ${s.object} behaves in ${s.context}.`,
  (s) => `Unlike ${s.other}, ${s.term} ${s.verb} ${s.object} without an external source.`,
  (s) => `${cap(s.term)} consists of several stages, and each stage ${s.verb} ${s.object}.`,
  (s) =>
    `Students often confuse ${s.term} with ${s.other}, but only the first ${s.verb} ${s.object}.`,
  (s) => `When ${s.other} is high, ${s.term} slows down and less ${s.object} is available.`,
  (s) => `The model of ${s.term} explains why ${s.context} need a steady supply of ${s.object}.`,
  (s) => `${cap(s.term)} is defined as the rate at which ${s.object} crosses ${s.context}.`,
];

interface Slots {
  term: string;
  other: string;
  kind: string;
  verb: string;
  object: string;
  context: string;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** mulberry32: a tiny seeded generator, so the same pages come out on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fixtureSentences(): string[] {
  const subtitles = SUBTITLES_SRT.split('\n').filter((line) => /[a-z]{3}/.test(line));
  const docx = LECTURE_DOCX.filter((p) => p.heading === undefined).map((p) => p.text);
  return [...docx, ...subtitles, textImageLines.join(' ')];
}

const WORDS_PER_PAGE = 420;
const LINE_CHARS = 92;

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The prose of each page: a heading, then paragraphs of about 420 words. */
export function textbookPages(pageCount: number, seed = 7): string[][] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const fixtures = fixtureSentences();
  const pages: string[][] = [];
  for (let p = 0; p < pageCount; p += 1) {
    const chapter = Math.floor(p / 10) + 1;
    // Each chapter has its own dozen terms, reused across its pages as a textbook does.
    const chapterRandom = random(seed * 1000 + chapter);
    const terms = Array.from(
      { length: 12 },
      () =>
        `${MODIFIERS[Math.floor(chapterRandom() * MODIFIERS.length)]} ${HEADS[Math.floor(chapterRandom() * HEADS.length)]}`,
    );
    const paragraphs: string[] = [`Chapter ${chapter}.${(p % 10) + 1}: ${cap(pick(terms))}`];
    let words = 0;
    let paragraph: string[] = [];
    while (words < WORDS_PER_PAGE) {
      const sentence =
        next() < 0.12
          ? pick(fixtures)
          : pick(TEMPLATES)({
              term: pick(terms),
              other: pick(terms),
              kind: pick(['process', 'property', 'mechanism', 'quantity', 'structure']),
              verb: pick(VERBS),
              object: pick(OBJECTS),
              context: pick(CONTEXTS),
            });
      paragraph.push(sentence);
      words += sentence.split(' ').length;
      if (paragraph.length >= 5 + Math.floor(next() * 3)) {
        paragraphs.push(paragraph.join(' '));
        paragraph = [];
      }
    }
    if (paragraph.length > 0) paragraphs.push(paragraph.join(' '));
    pages.push(paragraphs);
  }
  return pages;
}

function layout(paragraphs: readonly string[]): PdfPage {
  const texts: PdfText[] = [];
  let y = 740;
  paragraphs.forEach((paragraph, i) => {
    const size = i === 0 ? 14 : 10;
    for (const line of wrap(paragraph)) {
      texts.push({ x: 56, y, size, text: line });
      y -= size + 3;
    }
    y -= 8;
  });
  return { texts };
}

export function textbookPdf(pageCount = 300): Buffer {
  return writePdf(textbookPages(pageCount).map(layout));
}

/** One A4 page of the same prose, for OCR timing after rendering. */
export function a4Pdf(): Buffer {
  const [page] = textbookPages(1, 11);
  return writePdf([{ ...layout(page ?? []), width: 595, height: 842 }]);
}
