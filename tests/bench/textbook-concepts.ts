// Key concepts of real textbook chapters against the authors' own glossaries (recall of the
// glossary terms among the concept titles, and how many titles are glossary terms), on the
// chapters' bodies with the glossary pages left out. Run: npx tsx tests/bench/textbook-concepts.ts
// (add --missed to list the terms not found).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkDocument } from '../../server/processing/chunk';
import { extractFile } from '../../server/processing/extract/index';
import { buildStudySet } from '../../server/processing/study/index';
import type { ExtractedDocument } from '../../server/processing/types';
import { CHAPTERS, GLOSSARIES, textbookDir, type Chapter, type Fold } from './concepts/chapters';
import { scoreAgainstGlossary, type GlossaryScore } from './concepts/glossary-score';

interface GlossaryEntry {
  chapter_num: number | string;
  term: string;
}

export interface ChapterResult extends GlossaryScore {
  chapter: Chapter;
  pages: number;
  words: number;
  titleList: string[];
  /** Recall on the whole chapter PDF, glossary pages included (the held-out cuts only). */
  fullRecall: number | null;
}

export function glossaryTerms(chapter: Chapter): string[] {
  return readFileSync(GLOSSARIES[chapter.book], 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GlossaryEntry)
    .filter((entry) => String(entry.chapter_num) === String(chapter.chapter))
    .map((entry) => entry.term);
}

function bodyPages(chapter: Chapter): number[] {
  return chapter.body.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
}

/** The chapter as if its body pages had been cut out into a PDF of their own. */
export function bodyDocument(whole: ExtractedDocument, chapter: Chapter): ExtractedDocument {
  const pages = bodyPages(chapter);
  const renumber = new Map(pages.map((page, i) => [page, i + 1]));
  const segments = whole.segments.flatMap((segment) => {
    const page = renumber.get(segment.page ?? 0);
    return page === undefined ? [] : [{ ...segment, page }];
  });
  return { ...whole, segments, pageCount: pages.length };
}

export async function scoreChapters(chapters = CHAPTERS): Promise<ChapterResult[]> {
  const extracted = new Map<string, ExtractedDocument>();
  const results: ChapterResult[] = [];
  for (const chapter of chapters) {
    let whole = extracted.get(chapter.file);
    if (!whole) {
      const file = path.join(textbookDir, chapter.file);
      whole = (await extractFile({ path: file, fileName: path.basename(file) })).document;
      extracted.set(chapter.file, whole);
    }
    const doc = bodyDocument(whole, chapter);
    const terms = glossaryTerms(chapter);
    const titlesOf = (d: ExtractedDocument) =>
      buildStudySet(d, chunkDocument(d)).key_concepts.map((c) => c.concept_title);
    const titles = titlesOf(doc);
    const words = doc.segments.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
    let fullRecall: number | null = null;
    if (chapter.fold === 'held-out') {
      const full = scoreAgainstGlossary(titlesOf(whole), terms);
      fullRecall = full.found / Math.max(1, full.terms);
    }
    results.push({
      ...scoreAgainstGlossary(titles, terms),
      chapter,
      pages: doc.pageCount ?? 0,
      words,
      titleList: titles,
      fullRecall,
    });
  }
  return results;
}

export interface FoldSummary {
  fold: Fold;
  chapters: number;
  /** Mean over chapters of found / terms. */
  recall: number;
  /** Mean over chapters of glossary titles / titles. */
  precision: number;
  /** Concept titles per 1,000 words of body text, over the fold. */
  conceptsPerThousandWords: number;
}

export function summarize(results: readonly ChapterResult[], fold: Fold): FoldSummary {
  const rows = results.filter((r) => r.chapter.fold === fold);
  const mean = (pick: (r: ChapterResult) => number): number =>
    rows.reduce((sum, r) => sum + pick(r), 0) / Math.max(1, rows.length);
  const titles = rows.reduce((n, r) => n + r.titles, 0);
  const words = rows.reduce((n, r) => n + r.words, 0);
  return {
    fold,
    chapters: rows.length,
    recall: mean((r) => r.found / Math.max(1, r.terms)),
    precision: mean((r) => r.matchingTitles / Math.max(1, r.titles)),
    conceptsPerThousandWords: (1000 * titles) / Math.max(1, words),
  };
}

export function printChapterTable(results: readonly ChapterResult[], showMissed = false): void {
  const header =
    'fold      book         ch  pages  words  terms  found  recall  titles  glossary  precision';
  console.log(header);
  for (const r of results) {
    console.log(
      [
        r.chapter.fold.padEnd(8),
        r.chapter.book.padEnd(11),
        String(r.chapter.chapter).padStart(3),
        String(r.pages).padStart(5),
        String(r.words).padStart(6),
        String(r.terms).padStart(6),
        String(r.found).padStart(6),
        (r.found / Math.max(1, r.terms)).toFixed(2).padStart(7),
        String(r.titles).padStart(7),
        String(r.matchingTitles).padStart(9),
        (r.matchingTitles / Math.max(1, r.titles)).toFixed(2).padStart(10),
        r.fullRecall === null ? '' : r.fullRecall.toFixed(2).padStart(6),
      ].join('  '),
    );
    if (showMissed && r.missed.length > 0) console.log(`          missed: ${r.missed.join(', ')}`);
  }
  for (const fold of ['held-out', 'tuning'] as const) {
    const s = summarize(results, fold);
    console.log(
      `${fold} (${s.chapters} chapters): mean recall ${s.recall.toFixed(3)}, mean precision ${s.precision.toFixed(3)}, ${s.conceptsPerThousandWords.toFixed(1)} concepts per 1,000 words`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const results = await scoreChapters();
  printChapterTable(results, process.argv.includes('--missed'));
  if (process.argv.includes('--titles')) {
    for (const r of results)
      console.log(`${r.chapter.book} ${r.chapter.chapter}: ${r.titleList.join(' | ')}`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
