import type { FileRecord } from '../../../contract';

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
