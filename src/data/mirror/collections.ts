// The collections this device mirrors: files, the study items of every file, and the chats.
// A feature that mirrors more (chunks for offline search) registers its own collection.
import type { Table } from 'dexie';
import {
  FileListResponse,
  FlashcardListResponse,
  HistoryListResponse,
  KeyConceptListResponse,
  QuizListResponse,
  type ChatHistory,
  type FileRecord,
  type SyncInfo,
} from '../../../contract';
import { apiFetch } from '../api';
import type { MnemoDb } from '../database';
import { studyTable, type StudyEntity, type StudyItem } from '../outbox/study-entities';
import type { MirrorCollection } from './pull';

/** The meta key of the number of files the server has (the list shows "Page X of Y" from it). */
export const FILES_TOTAL_KEY = 'files.total';

const since = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}updated_since=${encodeURIComponent(cursor)}`;

/** An answer given `updated_since` always has `sync`; its absence is a server that predates it. */
function syncOf(sync: SyncInfo | undefined): SyncInfo {
  if (!sync) throw new Error('The server does not list changes incrementally');
  return sync;
}

/** Tables holding what belongs to a file, dropped with it; features add theirs (e.g. chunks). */
const fileChildTables: ((db: MnemoDb) => Table)[] = [
  (db) => db.keyConcepts,
  (db) => db.flashcards,
  (db) => db.quizQuestions,
];

/** Registers another table whose rows carry `file_id` and go when their file goes. */
export function registerFileChildTable(table: (db: MnemoDb) => Table): void {
  fileChildTables.push(table);
}

/** Removes files and everything of theirs on this device, in the caller's transaction. */
export async function removeFiles(db: MnemoDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.files.bulkDelete(ids);
  for (const table of fileChildTables) await table(db).where('file_id').anyOf(ids).delete();
}

export const FILES: MirrorCollection<FileRecord> = {
  name: 'files',
  queueKey: 'file',
  async fetch(cursor) {
    const res = await apiFetch(since('/api/v1/files', cursor), { schema: FileListResponse });
    return { items: res.items, sync: syncOf(res.sync), total: res.total };
  },
  tables: (db) => [db.files, ...fileChildTables.map((table) => table(db))],
  async put(db, items, page) {
    await db.files.bulkPut(items);
    if (page.total !== undefined) await db.meta.put({ key: FILES_TOTAL_KEY, value: page.total });
  },
  remove: removeFiles,
  localIds: (db) => db.files.toCollection().primaryKeys(),
};

/** Rows written per request by a pull (each slice's copy into IndexedDB is one task). */
const PUT_SLICE = 500;

/**
 * Writes the rows that differ from what the device holds. A finished listing's cursor is set a
 * few seconds back (server/db/changes.ts CURSOR_OVERLAP_MS), so the pull after one that came
 * right after a set was made lists that set again, thousands of cards the device already has:
 * unchanged, they are not written again, and the screens reading them are not woken.
 */
async function putChanged<T extends { id: number }>(table: Table<T, number>, rows: T[]) {
  const stored = await table.bulkGet(rows.map((row) => row.id));
  const changed = rows.filter((row, i) => JSON.stringify(stored[i]) !== JSON.stringify(row));
  if (changed.length > 0) await table.bulkPut(changed);
}

function studyCollection<T extends StudyItem>(
  entity: StudyEntity,
  path: string,
  read: (path: string) => Promise<{ items: T[]; sync: SyncInfo | undefined }>,
): MirrorCollection<T> {
  const table = (db: MnemoDb) => studyTable(db, entity) as unknown as Table<T, number>;
  return {
    name: entity,
    queueKey: entity,
    async fetch(cursor) {
      const res = await read(since(path, cursor));
      return { items: res.items, sync: syncOf(res.sync) };
    },
    tables: (db) => [table(db)],
    put: async (db, items) => {
      // In slices, each written in a task of its own (the transaction stays open between
      // them): 5,000 cards in one bulkPut are one long task of a phone's main thread.
      for (let at = 0; at < items.length; at += PUT_SLICE) {
        await putChanged(table(db), items.slice(at, at + PUT_SLICE));
      }
    },
    remove: (db, ids) => table(db).bulkDelete(ids),
    localIds: (db) => table(db).toCollection().primaryKeys(),
  };
}

export const KEY_CONCEPTS = studyCollection('concept', '/api/v1/key-concepts', async (path) => {
  const res = await apiFetch(path, { schema: KeyConceptListResponse });
  return { items: res.data.key_concepts, sync: res.sync };
});

export const FLASHCARDS = studyCollection('flashcard', '/api/v1/flashcards', async (path) => {
  const res = await apiFetch(path, { schema: FlashcardListResponse });
  return { items: res.data.flashcards, sync: res.sync };
});

export const QUIZ_QUESTIONS = studyCollection('quiz', '/api/v1/quiz-questions', async (path) => {
  const res = await apiFetch(path, { schema: QuizListResponse });
  return { items: res.data.quizzes, sync: res.sync };
});

/** Histories with their messages; a deleted history takes its messages along. */
export const HISTORIES: MirrorCollection<ChatHistory> = {
  name: 'histories',
  queueKey: 'history',
  async fetch(cursor) {
    const res = await apiFetch(since('/api/v1/histories', cursor), {
      schema: HistoryListResponse,
    });
    return { items: res.items, sync: syncOf(res.sync) };
  },
  tables: (db) => [db.histories, db.messages],
  async put(db, items) {
    await db.histories.bulkPut(items.map(({ messages: _messages, ...history }) => history));
    await db.messages.bulkPut(
      items.flatMap((h) => h.messages.map((m) => ({ ...m, history_id: h.id }))),
    );
  },
  async remove(db, ids) {
    if (ids.length === 0) return;
    await db.histories.bulkDelete(ids);
    await db.messages.where('history_id').anyOf(ids).delete();
  },
  localIds: (db) => db.histories.toCollection().primaryKeys(),
};
