// Rows the benches write straight into the database, bypassing upload and processing.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

type FlashcardRow = Insertable<Database['flashcards']>;

/** A processed text file of the user with no content: a home for the benches' cards. */
export async function insertProcessedTextFile(
  kysely: Kysely<Database>,
  userId: number,
  fileName: string,
): Promise<number> {
  const now = new Date().toISOString();
  const file = await kysely
    .insertInto('files')
    .values({
      user_id: userId,
      file_name: fileName,
      file_type: 'text',
      source_kind: 'text',
      mime: 'text/plain',
      status: 'processed',
      error_message: null,
      blob_key: null,
      sidecar_blob_key: null,
      youtube_url: null,
      size_bytes: 1,
      page_count: null,
      language: 'English',
      comprehension_level: 'Beginner',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}

/** A generated (not custom) flashcard row of the user's file, without a source. */
export function flashcardRow(
  userId: number,
  fileId: number,
  question: string,
  answer: string,
  now: string,
): FlashcardRow {
  return {
    user_id: userId,
    file_id: fileId,
    question,
    answer,
    key_concept_id: null,
    is_custom: 0,
    created_at: now,
    updated_at: now,
    source_page_number: null,
    source_video_timestamp_start_seconds: null,
    source_video_timestamp_end_seconds: null,
  };
}
