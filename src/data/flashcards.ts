import { FlashcardListResponse, FlashcardResponse, type Flashcard } from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { requireDb } from './files';
import { fetchErrorText } from '../lib/errors';

export type { Flashcard } from '../../contract';

const base = (fileId: number): string => `/api/v1/files/${fileId}/flashcards`;

export function pullFlashcards(fileId: number): Promise<void> {
  return dedupe(`flashcards:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(base(fileId), { schema: FlashcardListResponse });
    await replaceFileItems(db, db.flashcards, fileId, res.data.flashcards);
  });
}

const describe = (error: unknown): string =>
  fetchErrorText(error, 'flashcards', 'API returned malformed data structure for flashcards');
const byId = (a: Flashcard, b: Flashcard): number => a.id - b.id;

export function useFlashcards(fileId: number | null, status?: string): ItemsView<Flashcard> {
  return useFileItems((db) => db.flashcards, fileId, status, pullFlashcards, describe, byId);
}

export interface CardText {
  question: string;
  answer: string;
}

export async function createFlashcard(fileId: number, card: CardText): Promise<Flashcard> {
  const db = requireDb();
  const res = await apiFetch(base(fileId), {
    method: 'POST',
    body: JSON.stringify({
      file_id: fileId,
      question: card.question.trim(),
      answer: card.answer.trim(),
      key_concept_id: null,
      is_custom: true,
    }),
    schema: FlashcardResponse,
  });
  await db.flashcards.put(res.data);
  return res.data;
}

/** PUT; after a failure the list is refreshed from the server (SPEC point 8) and the error rethrown. */
export async function updateFlashcard(card: Flashcard, text: CardText): Promise<Flashcard> {
  const db = requireDb();
  try {
    const res = await apiFetch(`${base(card.file_id)}/${card.id}`, {
      method: 'PUT',
      body: JSON.stringify({
        question: text.question.trim(),
        answer: text.answer.trim(),
        key_concept_id: card.key_concept_id,
      }),
      schema: FlashcardResponse,
    });
    await db.flashcards.put(res.data);
    return res.data;
  } catch (error) {
    await pullFlashcards(card.file_id).catch(() => undefined);
    throw error;
  }
}

export async function deleteFlashcard(card: Flashcard): Promise<void> {
  const db = requireDb();
  try {
    await apiFetch(`${base(card.file_id)}/${card.id}`, { method: 'DELETE' });
    await db.flashcards.delete(card.id);
  } catch (error) {
    await pullFlashcards(card.file_id).catch(() => undefined);
    throw error;
  }
}
