// The per-user IndexedDB schema. No React here: the service worker opens it too.
import Dexie, { type EntityTable } from 'dexie';
import type {
  ChatHistory,
  ChunkRecord,
  Flashcard,
  FileRecord,
  KeyConcept,
  Message,
  QuizQuestion,
} from '../../contract';
import { upgradeLegacyRow, type OutboxRow } from './outbox/rows';
import type { CardStateRow, ReviewLogRow } from './reviews/rows';

export type HistoryRow = Omit<ChatHistory, 'messages'>;
/**
 * A message of a history. Messages made on this device carry `local` until the server has
 * them: 'waiting' (a question not sent yet, under a temporary id) or 'device' (the answer the
 * built-in engine gave on this device to the question `answers`, replaced by the server's).
 */
export type MessageRow = Message & {
  history_id: number;
  local?: 'waiting' | 'device';
  answers?: number;
};
export type MetaRow = { key: string; value: unknown };
export type { CardStateRow, OutboxRow, ReviewLogRow };

/** A chunk of a processed file, mirrored for search and answers on this device. */
export type ChunkRow = ChunkRecord;

/**
 * A file or YouTube link attached while the server could not be reached, kept here (the file's
 * bytes included) until its upload is sent. `batch` groups the files sent in one upload, as the
 * server stores an upload all or nothing.
 */
export interface UploadRow {
  /** Temporary (negative) id, shown in the file list until the server gives the file its own. */
  id: number;
  batch: number;
  kind: 'file' | 'youtube';
  file_name: string;
  file_type: FileRecord['file_type'];
  size_bytes: number | null;
  /** The file's bytes (kind 'file'). */
  blob: Blob | null;
  /** The link (kind 'youtube'). */
  url: string | null;
  created_at: string;
}

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
  chunks!: EntityTable<ChunkRow, 'id'>;
  uploads!: EntityTable<UploadRow, 'id'>;

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
    // Offline search and answers read the mirrored chunks; uploads wait here with their bytes.
    this.version(4).stores({
      chunks: 'id, file_id',
      uploads: 'id, batch',
    });
  }
}

export function dbName(uid: string): string {
  return `mnemo-${uid}`;
}
