import {
  KeyConceptListResponse,
  type KeyConcept,
  type KeyConceptCreate,
  type KeyConceptPatch,
} from '../../contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
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

export type { KeyConcept } from '../../contract';

/** GET the concepts of a file into IndexedDB; concurrent calls for one file share a request. */
export function pullKeyConcepts(fileId: number): Promise<void> {
  return dedupe(`concepts:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(studyItemsPath('concept', fileId), {
      schema: KeyConceptListResponse,
    });
    await replaceFileItems(db, 'concept', fileId, res.data.key_concepts);
  });
}

const writes = studyItemWrites<KeyConcept>('concept', pullKeyConcepts);

const describe = (error: unknown): string =>
  fetchErrorText(error, 'key concepts', 'Invalid response format from server', 'keyConcepts');

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
export function createConcept(fileId: number, body: KeyConceptCreate): Promise<Saved<KeyConcept>> {
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

export function updateConcept(
  before: KeyConcept,
  patch: KeyConceptPatch,
): Promise<Saved<KeyConcept>> {
  const after: KeyConcept = { ...before };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(after, { [field]: value });
  }
  return writes.update(before, after, patch);
}

export function deleteConcept(concept: KeyConcept): Promise<Deleted> {
  return writes.remove(concept);
}

/** One concept from this device (null when absent or unknown; undefined while loading). */
export function useConcept(id: number | null): KeyConcept | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db && id !== null ? ((await db.keyConcepts.get(id)) ?? null) : null),
    [db, id],
  );
}
