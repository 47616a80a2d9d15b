import Dexie, { type EntityTable } from 'dexie';
import { useSyncExternalStore } from 'react';
import type {
  ChatHistory,
  Flashcard,
  FileRecord,
  KeyConcept,
  Message,
  QuizQuestion,
} from '../../contract';
import { upgradeLegacyRow, type OutboxRow } from './outbox/rows';

export type HistoryRow = Omit<ChatHistory, 'messages'>;
export type MessageRow = Message & { history_id: number };
export type MetaRow = { key: string; value: unknown };
export type { OutboxRow };

export class MnemoDb extends Dexie {
  files!: EntityTable<FileRecord, 'id'>;
  keyConcepts!: EntityTable<KeyConcept, 'id'>;
  flashcards!: EntityTable<Flashcard, 'id'>;
  quizQuestions!: EntityTable<QuizQuestion, 'id'>;
  histories!: EntityTable<HistoryRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      files: 'id, status, created_at',
      keyConcepts: 'id, file_id',
      flashcards: 'id, file_id',
      quizQuestions: 'id, file_id',
      histories: 'id, updated_at',
      messages: 'id, history_id',
      meta: 'key',
      outbox: '++seq, created_at',
    });
    // Queued changes get a version, a key (what they change) and the file they belong to.
    this.version(2)
      .stores({ outbox: '++seq, key, fileId' })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row, ref) => {
            ref.value = upgradeLegacyRow(row as OutboxRow);
          }),
      );
  }
}

export function dbName(uid: string): string {
  return `mnemo-${uid}`;
}

// The one open database of the signed-in user, as a tiny subscribable (STYLE habit 10).
let current: MnemoDb | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens (or keeps) the database of `uid`; called by the session on sign-in. */
export function openUserDb(uid: string): MnemoDb {
  if (current && current.name === dbName(uid)) return current;
  current?.close();
  current = new MnemoDb(dbName(uid));
  emit();
  return current;
}

/** Closes the database on sign-out; the data stays on the device for the next sign-in. */
export function closeUserDb(): void {
  if (!current) return;
  current.close();
  current = null;
  emit();
}

/** Removes the whole local database of `uid` (account deletion). */
export async function deleteUserDb(uid: string): Promise<void> {
  if (current && current.name === dbName(uid)) closeUserDb();
  await Dexie.delete(dbName(uid));
}

export function getDb(): MnemoDb | null {
  return current;
}

/** The open database, or an error the caller can show (no user signed in). */
export function requireDb(): MnemoDb {
  if (!current) throw new Error('Authentication session expired. Please refresh.');
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDb(): MnemoDb | null {
  return useSyncExternalStore(subscribe, getDb, getDb);
}
