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
import type { CardStateRow, ReviewLogRow } from './reviews/rows';

export type HistoryRow = Omit<ChatHistory, 'messages'>;
export type MessageRow = Message & { history_id: number };
export type MetaRow = { key: string; value: unknown };
export type { CardStateRow, OutboxRow, ReviewLogRow };

export class MnemoDb extends Dexie {
  files!: EntityTable<FileRecord, 'id'>;
  keyConcepts!: EntityTable<KeyConcept, 'id'>;
  flashcards!: EntityTable<Flashcard, 'id'>;
  quizQuestions!: EntityTable<QuizQuestion, 'id'>;
  histories!: EntityTable<HistoryRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  reviewLogs!: EntityTable<ReviewLogRow, 'id'>;
  reviewStates!: EntityTable<CardStateRow, 'card_id'>;

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
    // Spaced repetition: immutable review logs, and each card's state replayed from them (due
    // is indexed: the due queue is a range read).
    this.version(3).stores({
      reviewLogs: 'id, card_id, reviewed_at, file_id',
      reviewStates: 'card_id, due, file_id',
    });
  }
}

export function dbName(uid: string): string {
  return `mnemo-${uid}`;
}
