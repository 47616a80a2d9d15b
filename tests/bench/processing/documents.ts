// The documents the processing benchmark measures, written into a temporary folder:
// - `textbook`: the generated 300-page textbook (a run of text per line, limited vocabulary);
// - `lines`: 352 pages of real prose (SQuAD paragraphs and Inspec abstracts from ../shared/data)
//   whose text items are whole lines, ~123,000 words as the long-runs book of issue 11; and the
//   same at half length, which shows whether cost grows linearly with the words;
// - the real books of ../shared/data/textbook: Think Java as published, and Think Stats, Think
//   Bayes and Think Complexity joined into one 540-page file (as that folder's README says);
// - any PDF named in BENCH_PDFS (comma-separated paths), for books the bench has not seen.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writePdf, type PdfPage, type PdfText } from '../../fixtures/lib/pdf-writer';
import { textbookPages, textbookPdf } from './textbook';

export interface BenchDocument {
  name: string;
  file: string;
  /** What the document is, for the table. */
  about: string;
}

const LINES_PAGES = 352;
const LINE_CHARS = 62;
const LINES_PER_PAGE = 46;

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Real paragraphs from the shared tuning data, or the generated textbook's when it is absent. */
function proseParagraphs(dataDir: string): string[] {
  const squad = path.join(dataDir, 'qa', 'squad_dev_14articles_docs.jsonl');
  const inspec = path.join(dataDir, 'keyphrase', 'inspec_train.jsonl');
  if (!existsSync(squad) || !existsSync(inspec)) return textbookPages(LINES_PAGES).flat();
  return [
    ...readJsonl<{ text: string }>(squad).map((d) => d.text),
    ...readJsonl<{ text: string }>(inspec).map((d) => d.text),
  ];
}

/** Helvetica with WinAnsi encoding: characters outside Latin-1 become their closest ASCII. */
function latin1(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u00ff]/g, '');
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** `pages` pages of the paragraphs, one text item per line, paragraphs cycled as needed. */
export function linesPdf(paragraphs: readonly string[], pages: number): Buffer {
  const out: PdfPage[] = [];
  let texts: PdfText[] = [];
  let y = 740;
  let p = 0;
  while (out.length < pages) {
    const paragraph = paragraphs[p % paragraphs.length] ?? '';
    p += 1;
    for (const line of wrap(latin1(paragraph))) {
      if (texts.length >= LINES_PER_PAGE || y < 60) {
        out.push({ texts });
        texts = [];
        y = 740;
        if (out.length >= pages) break;
      }
      texts.push({ x: 72, y, size: 10, text: line });
      y -= 14;
    }
    y -= 10;
  }
  return writePdf(out);
}

async function joinPdfs(files: readonly string[], out: string): Promise<void> {
  const { PDFDocument } = await import('pdf-lib');
  const joined = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(readFileSync(file));
    const pages = await joined.copyPages(source, source.getPageIndices());
    for (const page of pages) joined.addPage(page);
  }
  writeFileSync(out, await joined.save());
}

export async function benchDocuments(dir: string, dataDir: string): Promise<BenchDocument[]> {
  const docs: BenchDocument[] = [];
  const put = (name: string, about: string, bytes: Buffer): void => {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, bytes);
    docs.push({ name, file, about });
  };
  put('textbook', 'generated 300-page textbook', textbookPdf(300));
  const prose = proseParagraphs(dataDir);
  put(
    'lines',
    `${LINES_PAGES} pages of real prose, one text item per line`,
    linesPdf(prose, LINES_PAGES),
  );
  put('lines_half', `the same, ${LINES_PAGES / 2} pages`, linesPdf(prose, LINES_PAGES / 2));
  const books = path.join(dataDir, 'textbook');
  const java = path.join(books, 'thinkjava2', 'thinkjava2.pdf');
  if (existsSync(java))
    docs.push({ name: 'thinkjava2', file: java, about: 'Think Java 2e (pdfTeX)' });
  const parts = ['thinkstats2.pdf', 'thinkbayes2.pdf', 'thinkcomplexity2.pdf'].map((f) =>
    path.join(books, f),
  );
  if (parts.every((f) => existsSync(f))) {
    const file = path.join(dir, 'joined.pdf');
    await joinPdfs(parts, file);
    docs.push({ name: 'joined540', file, about: 'Think Stats + Bayes + Complexity joined' });
  }
  for (const [i, file] of (process.env.BENCH_PDFS ?? '').split(',').filter(Boolean).entries()) {
    docs.push({ name: `pdf${i + 1}`, file: path.resolve(file), about: path.basename(file) });
  }
  return docs;
}
