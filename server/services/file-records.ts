import type { FileRecord } from '../../contract/files';
import type { FileRow } from '../db/schema';
import type { UrlSigner } from './signed-urls';

/** The file's link: the video page for YouTube, else a signed content URL (null without content). */
export function fileUrlOf(row: FileRow, signer: UrlSigner, origin: string): string | null {
  if (row.file_type === 'youtube') return row.youtube_url;
  return row.blob_key ? origin + signer.path(row.id, row.user_id, row.file_name) : null;
}

/** The API shape of a file row; `origin` makes file_url absolute (links must be http(s) to open in the viewer). */
export function toFileRecord(row: FileRow, signer: UrlSigner, origin: string): FileRecord {
  return {
    id: row.id,
    file_name: row.file_name,
    file_url: fileUrlOf(row, signer, origin),
    file_type: row.file_type,
    status: row.status,
    error_message: row.error_message,
    size_bytes: row.size_bytes,
    page_count: row.page_count,
    created_at: row.created_at,
  };
}
