// Fits the textbook stage of concept ranking (TEXTBOOK_WEIGHTS in
// server/processing/study/rank.ts) on the tuning chapters only: a logistic regression of "the
// candidate's title names a glossary term" on the general score and the textbook signals.
// Run: npx tsx tests/bench/concepts/fit-textbook.ts
import path from 'node:path';
import { chunkDocument } from '../../../server/processing/chunk';
import { extractFile } from '../../../server/processing/extract/index';
import { materialOf } from '../../../server/processing/study/index';
import {
  DEFAULT_WEIGHTS,
  featurize,
  scoreFeatures,
  textbookFeatures,
  TEXTBOOK_WEIGHTS,
} from '../../../server/processing/study/rank';
import type { ExtractedDocument } from '../../../server/processing/types';
import { bodyDocument, glossaryTerms } from '../textbook-concepts';
import { CHAPTERS, textbookDir } from './chapters';
import { normalizeTerm } from './glossary-score';

const rows: { x: number[]; y: number }[] = [];
const extracted = new Map<string, ExtractedDocument>();
for (const chapter of CHAPTERS.filter((c) => c.fold === 'tuning')) {
  let whole = extracted.get(chapter.file);
  if (!whole) {
    const file = path.join(textbookDir, chapter.file);
    whole = (await extractFile({ path: file, fileName: path.basename(file) })).document;
    extracted.set(chapter.file, whole);
  }
  const doc = bodyDocument(whole, chapter);
  const material = materialOf(doc, chunkDocument(doc));
  const terms = glossaryTerms(chapter).map(normalizeTerm);
  for (const c of featurize(material.candidates)) {
    const title = ` ${normalizeTerm(c.title)} `;
    const y = terms.some((t) => title.includes(` ${t} `)) ? 1 : 0;
    rows.push({ x: textbookFeatures(c, scoreFeatures(c.features, DEFAULT_WEIGHTS)), y });
  }
}

// Batch gradient descent with a light L2 penalty on every weight but the bias.
const width = rows[0]?.x.length ?? 0;
const w = new Array<number>(width).fill(0);
for (let iteration = 0; iteration < 20_000; iteration += 1) {
  const gradient = new Array<number>(width).fill(0);
  for (const { x, y } of rows) {
    const p = 1 / (1 + Math.exp(-x.reduce((sum, v, i) => sum + v * (w[i] ?? 0), 0)));
    x.forEach((v, i) => (gradient[i] = (gradient[i] ?? 0) + (p - y) * v));
  }
  for (let i = 0; i < width; i += 1) {
    const penalty = i === 0 ? 0 : 1e-3 * (w[i] ?? 0);
    w[i] = (w[i] ?? 0) - 0.5 * ((gradient[i] ?? 0) / rows.length + penalty);
  }
}
const names = Object.keys(TEXTBOOK_WEIGHTS);
console.log(
  `${rows.length} candidates, ${rows.filter((r) => r.y === 1).length} name a glossary term`,
);
console.log(
  Object.fromEntries(names.map((name, i) => [name, Math.round((w[i] ?? 0) * 1000) / 1000])),
);
