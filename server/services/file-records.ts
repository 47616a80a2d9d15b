import type { FileRecord } from '../../contract/files';
import type { FileRow } from '../db/schema';
import type { UrlSigner } from './signed-urls';

/** The API shape of a file row; `origin` makes file_url absolute (links must be http(s) to open in the viewer). */
export function toFileRecord(row: FileRow, signer: UrlSigner, origin: string): FileRecord {
  const fileUrl =
    row.file_type === 'youtube'
      ? row.youtube_url
      : row.blob_key
        ? origin + signer.path(row.id, row.user_id, row.file_name)
        : null;
  return {
    id: row.id,
    file_name: row.file_name,
    file_url: fileUrl,
    file_type: row.file_type,
    status: row.status,
    error_message: row.error_message,
    size_bytes: row.size_bytes,
    page_count: row.page_count,
    created_at: row.created_at,
  };
}
