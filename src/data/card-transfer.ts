// Flashcards out (an Anki package, CSV or TSV) and in (CSV or TSV into a chosen file), all on
// this device, so export works offline. sql.js and its WebAssembly load only when exporting.
import { buildAnkiPackage, type AnkiCard } from '../lib/anki-package';
import { readCardTable, writeCardTable, type CardRow, type TableFormat } from '../lib/card-files';
import { itemSource } from '../lib/concepts';
import { requireDb } from './db';
import { createFlashcard, type Flashcard } from './flashcards';
import { textOf } from '../lib/i18n/current';

export type ExportFormat = 'apkg' | TableFormat;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  count: number;
}

export const TRANSFER_MESSAGES = {
  nothingToExport: 'There are no flashcards to export yet.',
  emptyImport: (name: string) =>
    `No cards found in ${name}: each line needs a question and an answer, separated by a comma or a tab.`,
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    cardTransfer: typeof TRANSFER_MESSAGES;
  }
}

const says = () => textOf('cardTransfer', TRANSFER_MESSAGES);

async function loadSqlJs() {
  const [{ default: initSqlJs }, { default: wasmUrl }] = await Promise.all([
    import('sql.js'),
    import('sql.js/dist/sql-wasm-browser.wasm?url'),
  ]);
  return initSqlJs({ locateFile: () => wasmUrl });
}

function baseName(name: string): string {
  return (
    name
      .replace(/\.[^./\\]+$/, '')
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim() || 'mnemo'
  );
}

interface Gathered {
  cards: Flashcard[];
  fileName: (fileId: number) => string;
  sourceOf: (card: Flashcard) => string;
}

async function gather(fileId: number | null): Promise<Gathered> {
  const db = requireDb();
  const cards = (
    fileId === null
      ? await db.flashcards.toArray()
      : await db.flashcards.where('file_id').equals(fileId).toArray()
  ).sort((a, b) => a.file_id - b.file_id || a.id - b.id);
  const files = new Map((await db.files.toArray()).map((f) => [f.id, f.file_name]));
  const conceptIds = [...new Set(cards.flatMap((c) => c.key_concept_id ?? []))];
  const concepts = new Map(
    (await db.keyConcepts.bulkGet(conceptIds)).flatMap((c) => (c ? [[c.id, c] as const] : [])),
  );
  const fileName = (id: number) => files.get(id) ?? `File ${id}`;
  return {
    cards,
    fileName,
    sourceOf(card) {
      const source = itemSource(card, concepts.get(card.key_concept_id ?? -1));
      if (!source) return '';
      const place = source.kind === 'page' ? `page ${source.page}` : source.range;
      return `${fileName(card.file_id)}, ${place}`;
    },
  };
}

async function ankiCards(g: Gathered): Promise<AnkiCard[]> {
  const db = requireDb();
  const ids = g.cards.map((c) => c.id);
  const states = new Map(
    (await db.reviewStates.bulkGet(ids)).flatMap((s) => (s ? [[s.card_id, s] as const] : [])),
  );
  const logs = await db.reviewLogs.where('card_id').anyOf(ids).sortBy('reviewed_at');
  return g.cards.map((card) => {
    const state = states.get(card.id);
    const history = logs
      .filter((l) => l.card_id === card.id)
      .map((l) => ({
        at: l.reviewed_at,
        rating: l.rating,
        durationMs: l.duration_ms,
        // Anki's kinds: 0 learning, 1 review, 2 relearning.
        kind: (l.state_before?.state === 2 ? 1 : l.state_before?.state === 3 ? 2 : 0) as 0 | 1 | 2,
      }));
    const lastRetention = logs.findLast((l) => l.card_id === card.id)?.retention ?? 0.9;
    return {
      id: card.id,
      front: card.question,
      back: card.answer,
      source: g.sourceOf(card),
      deck: g.fileName(card.file_id),
      ...(state && state.state === 2
        ? {
            review: {
              due: state.due,
              intervalDays: Math.round(state.scheduled_days),
              stability: state.stability,
              difficulty: state.difficulty,
              retention: lastRetention,
              reps: state.reps,
              lapses: state.lapses,
            },
          }
        : {}),
      history,
    };
  });
}

/** The cards of one file (or of every file) as a file to download. */
export async function exportCards(
  format: ExportFormat,
  fileId: number | null,
): Promise<ExportedFile> {
  const g = await gather(fileId);
  if (g.cards.length === 0) throw new Error(says().nothingToExport);
  const name = fileId === null ? 'mnemo-flashcards' : baseName(g.fileName(fileId));
  if (format === 'apkg') {
    const bytes = await buildAnkiPackage(await loadSqlJs(), await ankiCards(g), Date.now());
    return {
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }),
      fileName: `${name}.apkg`,
      count: g.cards.length,
    };
  }
  const rows: CardRow[] = g.cards.map((c) => ({
    front: c.question,
    back: c.answer,
    source: g.sourceOf(c),
  }));
  const type = format === 'csv' ? 'text/csv' : 'text/tab-separated-values';
  return {
    blob: new Blob([writeCardTable(rows, format)], { type: `${type};charset=utf-8` }),
    fileName: `${name}.${format}`,
    count: rows.length,
  };
}

export interface ImportOutcome {
  imported: number;
  skipped: number;
  failed: number;
}

/** Custom cards from CSV or TSV text into a file (saved here at once, sent in order). */
export async function importCards(
  fileId: number,
  sourceName: string,
  text: string,
): Promise<ImportOutcome> {
  const { cards, skipped } = readCardTable(text);
  if (cards.length === 0) throw new Error(says().emptyImport(sourceName));
  let imported = 0;
  let failed = 0;
  for (const card of cards) {
    try {
      await createFlashcard(fileId, { question: card.front, answer: card.back });
      imported += 1;
    } catch (error) {
      console.error('A card could not be imported', error);
      failed += 1;
    }
  }
  return { imported, skipped, failed };
}
