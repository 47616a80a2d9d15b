// The entity registry of study items: where each kind lives on this device and on the server.
import type { Table } from 'dexie';
import type { z } from 'zod';
import {
  FlashcardResponse,
  KeyConceptResponse,
  QuizResponse,
  type Flashcard,
  type KeyConcept,
  type QuizQuestion,
} from '../../../contract';
import type { MnemoDb } from '../database';

export type StudyEntity = 'flashcard' | 'quiz' | 'concept';
export type StudyItem = Flashcard | QuizQuestion | KeyConcept;

interface EntitySpec {
  table: (db: MnemoDb) => Table<StudyItem, number>;
  path: string;
  updateMethod: 'PUT' | 'PATCH';
  response: z.ZodType<{ data: StudyItem }>;
}

export const STUDY_ENTITIES: Record<StudyEntity, EntitySpec> = {
  flashcard: {
    table: (db) => db.flashcards as Table<StudyItem, number>,
    path: 'flashcards',
    updateMethod: 'PUT',
    response: FlashcardResponse,
  },
  quiz: {
    table: (db) => db.quizQuestions as Table<StudyItem, number>,
    path: 'quiz-questions',
    updateMethod: 'PUT',
    response: QuizResponse,
  },
  concept: {
    table: (db) => db.keyConcepts as Table<StudyItem, number>,
    path: 'key-concepts',
    updateMethod: 'PATCH',
    response: KeyConceptResponse,
  },
};

/** The IndexedDB table of a kind of study item. */
export function studyTable(db: MnemoDb, entity: StudyEntity): Table<StudyItem, number> {
  return STUDY_ENTITIES[entity].table(db);
}

/** The API collection of one file's items of a kind, e.g. /api/v1/files/7/flashcards. */
export function studyItemsPath(entity: StudyEntity, fileId: number): string {
  return `/api/v1/files/${fileId}/${STUDY_ENTITIES[entity].path}`;
}
