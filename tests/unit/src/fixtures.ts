import type { FileRecord, Flashcard } from '../../../contract';

/** A processed PDF `file{id}.pdf` created 2026-01-01; `patch` overrides any field. */
export function fileRecord(id: number, patch: Partial<FileRecord> = {}): FileRecord {
  return {
    id,
    file_name: `file${id}.pdf`,
    file_url: `/f/${id}`,
    file_type: 'pdf',
    status: 'processed',
    error_message: null,
    size_bytes: null,
    page_count: null,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

/** A generated flashcard `Q{id}` / `A{id}` of file 1, created 2026-01-01; `patch` overrides any field. */
export function flashcardRecord(id: number, patch: Partial<Flashcard> = {}): Flashcard {
  return {
    id,
    file_id: 1,
    question: `Q${id}`,
    answer: `A${id}`,
    key_concept_id: null,
    is_custom: false,
    created_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}
