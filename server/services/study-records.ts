import type { Flashcard, KeyConcept, QuizQuestion } from '../../contract/study';
import { readStringList } from '../db/json-columns';
import type { FlashcardRow, KeyConceptRow, QuizQuestionRow } from '../db/schema';

/** Where a generated card or question came from (null for custom ones). */
const sourceOf = (r: FlashcardRow | QuizQuestionRow) => ({
  source_page_number: r.source_page_number,
  source_video_timestamp_start_seconds: r.source_video_timestamp_start_seconds,
  source_video_timestamp_end_seconds: r.source_video_timestamp_end_seconds,
});

export const toKeyConcept = (r: KeyConceptRow): KeyConcept => ({
  id: r.id,
  file_id: r.file_id,
  concept_title: r.concept_title,
  concept_explanation: r.concept_explanation,
  source_page_number: r.source_page_number,
  source_video_timestamp_start_seconds: r.source_video_timestamp_start_seconds,
  source_video_timestamp_end_seconds: r.source_video_timestamp_end_seconds,
  is_custom: r.is_custom === 1,
  created_at: r.created_at,
});

export const toFlashcard = (r: FlashcardRow): Flashcard => ({
  id: r.id,
  file_id: r.file_id,
  question: r.question,
  answer: r.answer,
  key_concept_id: r.key_concept_id,
  is_custom: r.is_custom === 1,
  created_at: r.created_at,
  ...sourceOf(r),
});

export const toQuizQuestion = (r: QuizQuestionRow): QuizQuestion => ({
  id: r.id,
  file_id: r.file_id,
  question: r.question,
  question_type: r.question_type,
  correct_answer: r.correct_answer,
  distractors: readStringList(r.distractors),
  key_concept_id: r.key_concept_id,
  is_custom: r.is_custom === 1,
  difficulty: r.difficulty,
  created_at: r.created_at,
  ...sourceOf(r),
});
