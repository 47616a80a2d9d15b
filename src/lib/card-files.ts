// Flashcards as CSV and TSV (front, back, source), as Anki and Quizlet import them, and CSV/TSV
// read back into cards.

export interface CardRow {
  front: string;
  back: string;
  source: string;
}

export type TableFormat = 'csv' | 'tsv';

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Tabs and line breaks become spaces: Quizlet splits rows on them and knows no quoting. */
function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim();
}

/**
 * CSV with Anki's header lines (separator, plain text, column names), which Anki reads as
 * settings, or TSV with no header, which Quizlet imports term-tab-definition.
 */
export function writeCardTable(rows: readonly CardRow[], format: TableFormat): string {
  if (format === 'tsv') {
    return rows.map((r) => [r.front, r.back, r.source].map(tsvField).join('\t')).join('\n') + '\n';
  }
  const header = ['#separator:Comma', '#html:false', '#columns:Front,Back,Source'];
  const lines = rows.map((r) => [r.front, r.back, r.source].map(csvField).join(','));
  return [...header, ...lines].join('\r\n') + '\r\n';
}

/** Splits delimited text into records (RFC 4180 quoting; `"` inside quotes doubled). */
function parseRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) endField();
    else if (ch === '\n') endRecord();
    else if (ch !== '\r') field += ch;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

const SEPARATORS: Record<string, string> = { comma: ',', tab: '\t', semicolon: ';', pipe: '|' };

function separatorOf(text: string, lines: readonly string[]): string {
  const directive = lines.find((l) => l.toLowerCase().startsWith('#separator:'));
  if (directive) {
    const name = directive.slice('#separator:'.length).trim().toLowerCase();
    return SEPARATORS[name] ?? name.charAt(0) ?? ',';
  }
  const first = lines.find((l) => l.trim() !== '' && !l.startsWith('#')) ?? text;
  return first.includes('\t') ? '\t' : first.includes(';') && !first.includes(',') ? ';' : ',';
}

export interface ParsedCards {
  cards: { front: string; back: string }[];
  /** Lines with no question or no answer, left out. */
  skipped: number;
}

/**
 * Reads CSV or TSV (Anki's exports, Quizlet's, a spreadsheet's): the first column is the
 * question, the second the answer; Anki's `#` header lines and a "front,back" title row are
 * skipped, as are rows missing either side.
 */
export function readCardTable(text: string): ParsedCards {
  const clean = text.replace(/^\uFEFF/, '');
  const lines = clean.split(/\r?\n/);
  const separator = separatorOf(clean, lines);
  const body = lines.filter((l) => !l.startsWith('#')).join('\n');
  const cards: { front: string; back: string }[] = [];
  let skipped = 0;
  parseRecords(body, separator).forEach((record, index) => {
    const front = (record[0] ?? '').trim();
    const back = (record[1] ?? '').trim();
    if (record.every((f) => f.trim() === '')) return;
    const title =
      /^(front|question|term)$/i.test(front) && /^(back|answer|definition)$/i.test(back);
    if (index === 0 && title) return;
    if (!front || !back) skipped += 1;
    else cards.push({ front, back });
  });
  return { cards, skipped };
}
