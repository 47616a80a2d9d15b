// The per-user IndexedDB schema. No React here: the service worker opens it too.
import Dexie, { type EntityTable } from 'dexie';
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
