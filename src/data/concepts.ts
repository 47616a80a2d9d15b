import {
  KeyConceptListResponse,
  KeyConceptResponse,
  type KeyConcept,
  type KeyConceptCreate,
  type KeyConceptPatch,
} from '../../contract';
import { apiFetch } from './api';
import { dedupe, replaceFileItems, useFileItems, type ItemsView } from './file-items';
import { requireDb } from './files';
import { fetchErrorText } from '../lib/errors';

export type { KeyConcept } from '../../contract';

const base = (fileId: number): string => `/api/v1/files/${fileId}/key-concepts`;

/** GET the concepts of a file into IndexedDB; concurrent calls for one file share a request. */
export function pullKeyConcepts(fileId: number): Promise<void> {
  return dedupe(`concepts:${fileId}`, async () => {
    const db = requireDb();
    const res = await apiFetch(base(fileId), { schema: KeyConceptListResponse });
    await replaceFileItems(db, db.keyConcepts, fileId, res.data.key_concepts);
  });
}

const describe = (error: unknown): string =>
  fetchErrorText(error, 'key concepts', 'Invalid response format from server');
const byId = (a: KeyConcept, b: KeyConcept): number => a.id - b.id;

export function useKeyConcepts(fileId: number | null, status?: string): ItemsView<KeyConcept> {
  return useFileItems((db) => db.keyConcepts, fileId, status, pullKeyConcepts, describe, byId);
}

/** POST a custom concept (is_custom always true), then reload the list (SPEC point 4). */
export async function createConcept(fileId: number, body: KeyConceptCreate): Promise<KeyConcept> {
  const res = await apiFetch(base(fileId), {
    method: 'POST',
    body: JSON.stringify({ ...body, is_custom: true }),
    schema: KeyConceptResponse,
  });
  await pullKeyConcepts(fileId);
  return res.data;
}

export async function updateConcept(
  fileId: number,
  conceptId: number,
  patch: KeyConceptPatch,
): Promise<KeyConcept> {
  const db = requireDb();
  const res = await apiFetch(`${base(fileId)}/${conceptId}`, {
    method: 'PATCH',
    body: JSON.stringify(patch),
    schema: KeyConceptResponse,
  });
  await db.keyConcepts.put(res.data);
  return res.data;
}

export async function deleteConcept(fileId: number, conceptId: number): Promise<void> {
  const db = requireDb();
  await apiFetch(`${base(fileId)}/${conceptId}`, { method: 'DELETE' });
  await db.keyConcepts.delete(conceptId);
}
