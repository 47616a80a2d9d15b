import {
  KeyConceptListResponse,
  type KeyConcept,
  type KeyConceptCreate,
  type KeyConceptPatch,
} from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { requireDb } from './files';
import { byIdThenPending, studyItemWrites, temporaryId } from './outbox';
import { fetchErrorText } from '../lib/errors';

export type { KeyConcept } from '../../contract';

const base = (fileId: number): string => `/api/v1/files/${fileId}/key-concepts`;

/** GET the concepts of a file into IndexedDB; concurrent calls for one file share a request. */
export function pullKeyConcepts(fileId: number): Promise<void> {
  return dedupe(`concepts:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(base(fileId), { schema: KeyConceptListResponse });
    await replaceFileItems(db, 'concept', db.keyConcepts, fileId, res.data.key_concepts);
  });
}

const writes = studyItemWrites<KeyConcept>('concept', pullKeyConcepts);

const describe = (error: unknown): string =>
  fetchErrorText(error, 'key concepts', 'Invalid response format from server');

export function useKeyConcepts(fileId: number | null, status?: string): ItemsView<KeyConcept> {
  return useFileItems(
    (db) => db.keyConcepts,
    fileId,
    status,
    pullKeyConcepts,
    describe,
    byIdThenPending,
  );
}

/** A custom concept (is_custom always true), saved here at once and sent in order (outbox.ts). */
export function createConcept(fileId: number, body: KeyConceptCreate): Promise<KeyConcept> {
  const local: KeyConcept = {
    id: temporaryId(),
    file_id: fileId,
    concept_title: body.concept_title,
    concept_explanation: body.concept_explanation,
    source_page_number: body.source_page_number ?? null,
    source_video_timestamp_start_seconds: body.source_video_timestamp_start_seconds ?? null,
    source_video_timestamp_end_seconds: body.source_video_timestamp_end_seconds ?? null,
    is_custom: true,
    created_at: new Date().toISOString(),
  };
  return writes.create(local, { ...body, is_custom: true });
}

async function localConcept(conceptId: number): Promise<KeyConcept> {
  const concept = await requireDb().keyConcepts.get(conceptId);
  if (!concept) throw new Error('This key concept no longer exists.');
  return concept;
}

export async function updateConcept(
  _fileId: number,
  conceptId: number,
  patch: KeyConceptPatch,
): Promise<KeyConcept> {
  const before = await localConcept(conceptId);
  const after: KeyConcept = { ...before };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(after, { [field]: value });
  }
  return writes.update(before, after, patch);
}

export async function deleteConcept(_fileId: number, conceptId: number): Promise<void> {
  await writes.remove(await localConcept(conceptId));
}
