import { FlashcardListResponse, type Flashcard } from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { useLiveQuery } from 'dexie-react-hooks';
import { requireDb, useDb } from './db';
import {
  byIdThenPending,
  studyItemsPath,
  studyItemWrites,
  temporaryId,
  type Deleted,
  type Saved,
} from './outbox';
import { fetchErrorText } from '../lib/errors';
import { invalidateResumeItem } from './resume';

export type { Flashcard } from '../../contract';

export function pullFlashcards(fileId: number): Promise<void> {
  return dedupe(`flashcards:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(studyItemsPath('flashcard', fileId), {
      schema: FlashcardListResponse,
    });
    await replaceFileItems(db, 'flashcard', fileId, res.data.flashcards);
  });
}

const writes = studyItemWrites<Flashcard>('flashcard', pullFlashcards);

const describe = (error: unknown): string =>
  fetchErrorText(
    error,
    'flashcards',
    'API returned malformed data structure for flashcards',
    'flashcards',
  );
export function useFlashcards(fileId: number | null, status?: string): ItemsView<Flashcard> {
  return useFileItems(
    (db) => db.flashcards,
    fileId,
    status,
    pullFlashcards,
    describe,
    byIdThenPending,
    true,
  );
}

export interface CardText {
  question: string;
  answer: string;
}

/** Saved on this device at once and sent to the server in order (src/data/outbox.ts). */
export function createFlashcard(fileId: number, card: CardText): Promise<Saved<Flashcard>> {
  const question = card.question.trim();
  const answer = card.answer.trim();
  const local: Flashcard = {
    id: temporaryId(),
    file_id: fileId,
    question,
    answer,
    key_concept_id: null,
    is_custom: true,
    created_at: new Date().toISOString(),
  };
  const body = { file_id: fileId, question, answer, key_concept_id: null, is_custom: true };
  return writes.create(local, body);
}

export function updateFlashcard(card: Flashcard, text: CardText): Promise<Saved<Flashcard>> {
  const question = text.question.trim();
  const answer = text.answer.trim();
  const body = { question, answer, key_concept_id: card.key_concept_id };
  invalidateResumeItem('flashcards', card.id);
  return writes.update(card, { ...card, question, answer }, body);
}

export function deleteFlashcard(card: Flashcard): Promise<Deleted> {
  invalidateResumeItem('flashcards', card.id);
  return writes.remove(card);
}

/** One flashcard from this device (null when gone; undefined while loading). */
export function useFlashcard(id: number | null): Flashcard | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db && id !== null ? ((await db.flashcards.get(id)) ?? null) : null),
    [db, id],
  );
}
