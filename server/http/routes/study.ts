import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '../../../contract/common';
import {
  FlashcardCreate,
  FlashcardUpdate,
  KeyConceptCreate,
  KeyConceptPatch,
  QuizCreate,
  QuizUpdate,
} from '../../../contract/study';
import { toFlashcard, toKeyConcept, toQuizQuestion } from '../../services/study-records';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

const FileParams = z.object({ id: Id });
const ItemParams = z.object({ id: Id, itemId: Id });

export async function studyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const s = ctx.study;
  const file = (p: unknown) => parse(FileParams, p, 'path').id;
  const item = (p: unknown) => parse(ItemParams, p, 'path');

  // Key concepts
  app.get('/api/v1/files/:id/key-concepts', async (req) => {
    const rows = await s.listConcepts(userOf(req), file(req.params));
    return { status: 'success', data: { key_concepts: rows.map(toKeyConcept) } };
  });
  app.post('/api/v1/files/:id/key-concepts', async (req) => {
    const row = await s.createConcept(
      userOf(req),
      file(req.params),
      parse(KeyConceptCreate, req.body, 'body'),
    );
    return {
      status: 'success',
      data: toKeyConcept(row),
      message: 'Key concept added successfully!',
    };
  });
  app.patch('/api/v1/files/:id/key-concepts/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    const row = await s.patchConcept(
      userOf(req),
      id,
      itemId,
      parse(KeyConceptPatch, req.body, 'body'),
    );
    return { status: 'success', data: toKeyConcept(row), message: 'Key concept saved!' };
  });
  app.delete('/api/v1/files/:id/key-concepts/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    await s.deleteItem('key_concepts', userOf(req), id, itemId);
    return { status: 'success', message: 'Key concept deleted!' };
  });

  // Flashcards
  app.get('/api/v1/files/:id/flashcards', async (req) => {
    const rows = await s.listFlashcards(userOf(req), file(req.params));
    return {
      status: 'success',
      data: { flashcards: rows.map(toFlashcard) },
      count: rows.length,
      message: `${rows.length} flashcards`,
    };
  });
  app.post('/api/v1/files/:id/flashcards', async (req) => {
    const row = await s.createFlashcard(
      userOf(req),
      file(req.params),
      parse(FlashcardCreate, req.body, 'body'),
    );
    return { status: 'success', data: toFlashcard(row), message: 'Flashcard added successfully!' };
  });
  app.put('/api/v1/files/:id/flashcards/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    const row = await s.updateFlashcard(
      userOf(req),
      id,
      itemId,
      parse(FlashcardUpdate, req.body, 'body'),
    );
    return {
      status: 'success',
      data: toFlashcard(row),
      message: 'Flashcard updated successfully!',
    };
  });
  app.delete('/api/v1/files/:id/flashcards/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    await s.deleteItem('flashcards', userOf(req), id, itemId);
    return { status: 'success', message: 'Flashcard deleted successfully!' };
  });

  // Quiz questions
  app.get('/api/v1/files/:id/quiz-questions', async (req) => {
    const rows = await s.listQuiz(userOf(req), file(req.params));
    return {
      status: 'success',
      data: { quizzes: rows.map(toQuizQuestion) },
      count: rows.length,
      message: `${rows.length} quiz questions`,
    };
  });
  app.post('/api/v1/files/:id/quiz-questions', async (req) => {
    const row = await s.createQuiz(
      userOf(req),
      file(req.params),
      parse(QuizCreate, req.body, 'body'),
    );
    return {
      status: 'success',
      data: toQuizQuestion(row),
      message: 'Quiz question added successfully!',
    };
  });
  app.put('/api/v1/files/:id/quiz-questions/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    const row = await s.updateQuiz(userOf(req), id, itemId, parse(QuizUpdate, req.body, 'body'));
    return {
      status: 'success',
      data: toQuizQuestion(row),
      message: 'Quiz question updated successfully!',
    };
  });
  app.delete('/api/v1/files/:id/quiz-questions/:itemId', async (req) => {
    const { id, itemId } = item(req.params);
    await s.deleteItem('quiz_questions', userOf(req), id, itemId);
    return { status: 'success', message: 'Quiz question deleted successfully!' };
  });
}
