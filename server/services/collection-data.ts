import type { CollectionData } from '../../engine/assistant/collection';
import type { Db } from '../db/database';
import { FilesRepository } from '../db/files-repository';
import { StudyItemsRepository } from '../db/study-items-repository';
import { readStringList } from '../db/json-columns';
import { citedUrlOf } from './file-records';
import type { UrlSigner } from './signed-urls';
import type { CurrentUser } from '../auth/current-user';

/** The caller's files, concepts and quiz questions as the assistant's collection answers need them. */
export async function loadCollectionData(
  db: Db,
  signer: UrlSigner,
  user: Pick<CurrentUser, 'id'>,
  origin: string,
): Promise<CollectionData> {
  const items = new StudyItemsRepository(db.kysely);
  const [files, concepts, quizzes] = await Promise.all([
    new FilesRepository(db.kysely).allOfOwner(user.id),
    items.conceptsOfOwner(user.id),
    items.quizQuestionsOfOwner(user.id),
  ]);
  return {
    files: files.map((f) => ({
      id: String(f.id),
      file_name: f.file_name,
      file_type: f.file_type,
      status: f.status,
      url: citedUrlOf(f, signer, origin),
    })),
    concepts: concepts.map((c) => ({
      file_id: String(c.file_id),
      concept_title: c.concept_title,
      concept_explanation: c.concept_explanation,
      source_page_number: c.source_page_number,
      source_video_timestamp_start_seconds: c.source_video_timestamp_start_seconds,
      importance: -c.position,
    })),
    quizQuestions: quizzes.map((q) => ({
      file_id: String(q.file_id),
      question: q.question,
      question_type: q.question_type,
      correct_answer: q.correct_answer,
      distractors: readStringList(q.distractors),
      concept_title: q.concept_title,
    })),
  };
}
