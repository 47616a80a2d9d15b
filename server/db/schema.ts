import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Row types of every table. Timestamps are ISO-8601 strings; booleans are 0/1 integers on both dialects. */
export interface UsersTable {
  id: Generated<number>;
  firebase_uid: string;
  email: string | null;
  subscription_status: string | null;
  plan: string | null;
  trial_end: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  billing_customer_id: string | null;
  billing_subscription_id: string | null;
  /** When a scheduled cancellation takes effect (ISO), or null. */
  billing_cancel_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FilesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  file_type: 'pdf' | 'video' | 'youtube' | 'image' | 'text';
  /** What the content sniffer found: pdf, docx, doc, text, image, video, youtube. */
  source_kind: string;
  mime: string | null;
  status: 'uploaded' | 'processing' | 'extracted' | 'processed' | 'failed';
  error_message: string | null;
  blob_key: string | null;
  sidecar_blob_key: string | null;
  youtube_url: string | null;
  size_bytes: number | null;
  page_count: number | null;
  language: string;
  comprehension_level: string;
  created_at: string;
  updated_at: string;
}

export interface KeyConceptsTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  concept_title: string;
  concept_explanation: string;
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
  is_custom: number;
  /** Default Order: generated concepts by importance, custom ones after. */
  position: number;
  created_at: string;
  /** Last change, for incremental lists (README "Incremental lists"). */
  updated_at: string;
}

export interface FlashcardsTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  question: string;
  answer: string;
  key_concept_id: number | null;
  is_custom: number;
  created_at: string;
  /** Last change, for incremental lists (README "Incremental lists"). */
  updated_at: string;
  /** Where a generated item came from (page or seconds); null for custom ones. */
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  question: string;
  question_type: 'MCQ' | 'TF';
  correct_answer: string;
  /** JSON array of strings. */
  distractors: string;
  key_concept_id: number | null;
  is_custom: number;
  difficulty: 'easy' | 'medium' | 'hard';
  created_at: string;
  /** Last change, for incremental lists (README "Incremental lists"). */
  updated_at: string;
  /** Where a generated item came from (page or seconds); null for custom ones. */
  source_page_number: number | null;
  source_video_timestamp_start_seconds: number | null;
  source_video_timestamp_end_seconds: number | null;
}

export interface ChatHistoriesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** JSON array of file ids the chat is scoped to; [] = all processed files. */
  file_ids: string;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  history_id: number;
  content: string;
  sender: 'user' | 'bot';
  is_liked: number;
  is_disliked: number;
  created_at: string;
  /** Last change, for incremental lists (README "Incremental lists"). */
  updated_at: string;
}

export interface ChunksTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  idx: number;
  text: string;
  page_start: number | null;
  page_end: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  heading: string | null;
  word_count: number;
  /** When the chunk was written (chunks never change; re-processing replaces them). */
  updated_at: string;
}

export interface ChunkEmbeddingsTable {
  chunk_id: number;
  user_id: number;
  model: string;
  /** JSON array of numbers. */
  vector: string;
}

/** A tombstone: what a client mirroring the entity must drop (README "Incremental lists"). */
export interface PendingAnswersTable {
  id: Generated<number>;
  user_id: number;
  history_id: number;
  question: string;
  language: string;
  comprehension_level: string;
  origin: string;
  /** JSON list of file ids. */
  file_ids: string;
  created_at: string;
}

export interface DeletionsTable {
  id: Generated<number>;
  user_id: number;
  entity: DeletedEntity;
  entity_id: number;
  file_id: number | null;
  deleted_at: string;
}

export type DeletedEntity =
  'file' | 'key_concept' | 'flashcard' | 'quiz_question' | 'chat_history' | 'chunk';

export interface JobsTable {
  id: Generated<number>;
  user_id: number;
  file_id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  /** The round-robin round the job is served in: lower rounds first (server/jobs/job-queue.ts). */
  round: Generated<number>;
  locked_by: string | null;
  locked_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewLogsTable {
  /** Order of arrival: the cursor of GET /api/v1/reviews. */
  seq: Generated<number>;
  user_id: number;
  flashcard_id: number;
  log_id: string;
  rating: number;
  /** ms since the epoch. */
  reviewed_at: number;
  retention: number;
  duration_ms: number | null;
  source: 'review' | 'quiz';
  /** JSON of the state the device saw, or null. */
  state_before: string | null;
  created_at: string;
}

/** Each card's state, replayed from its logs (times in ms since the epoch). */
export interface ReviewStatesTable {
  flashcard_id: number;
  user_id: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: number | null;
  updated_at: string;
}

export interface BillingEventsTable {
  event_id: string;
  type: string;
  received_at: string;
}

/** A create named by the device's key (migration 009): sent twice, it is made once. */
export interface ClientCreationsTable {
  user_id: number;
  client_key: string;
  item_table: string;
  item_id: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  files: FilesTable;
  key_concepts: KeyConceptsTable;
  flashcards: FlashcardsTable;
  quiz_questions: QuizQuestionsTable;
  chat_histories: ChatHistoriesTable;
  messages: MessagesTable;
  chunks: ChunksTable;
  chunk_embeddings: ChunkEmbeddingsTable;
  deletions: DeletionsTable;
  pending_answers: PendingAnswersTable;
  jobs: JobsTable;
  review_logs: ReviewLogsTable;
  review_states: ReviewStatesTable;
  billing_events: BillingEventsTable;
  client_creations: ClientCreationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
export type FileUpdate = Updateable<FilesTable>;
export type KeyConceptRow = Selectable<KeyConceptsTable>;
export type FlashcardRow = Selectable<FlashcardsTable>;
export type QuizQuestionRow = Selectable<QuizQuestionsTable>;
export type ChatHistoryRow = Selectable<ChatHistoriesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type PendingAnswerRow = Selectable<PendingAnswersTable>;
export type ChunkRow = Selectable<ChunksTable>;
export type JobRow = Selectable<JobsTable>;
export type ReviewLogRow = Selectable<ReviewLogsTable>;
export type ReviewStateRow = Selectable<ReviewStatesTable>;
