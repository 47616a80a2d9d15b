import type { FileRecord } from '../../contract/files';
import type { FileRow } from '../db/schema';
import type { ContentLinks } from './content-links';
import type { UrlSigner } from './signed-urls';

/**
 * The file's link as an answer of the assistant cites it: the video page for YouTube, else the
 * API's signed content route, which every deployment serves (null without content).
 */
export function citedUrlOf(row: FileRow, signer: UrlSigner, origin: string): string | null {
  if (row.file_type === 'youtube') return row.youtube_url;
  return row.blob_key ? origin + signer.path(row.id, row.user_id, row.file_name) : null;
}

/** The API shape of a file row; `origin` makes API links absolute (links must be http(s) to open in the viewer). */
export async function toFileRecord(
  row: FileRow,
  links: ContentLinks,
  origin: string,
): Promise<FileRecord> {
  return {
    id: row.id,
    file_name: row.file_name,
    file_url: row.file_type === 'youtube' ? row.youtube_url : await links.of(row, origin),
    file_type: row.file_type,
    status: row.status,
    error_message: row.error_message,
    size_bytes: row.size_bytes,
    page_count: row.page_count,
    created_at: row.created_at,
  };
}

/** Records of many rows (presigning runs side by side). */
export function toFileRecords(
  rows: FileRow[],
  links: ContentLinks,
  origin: string,
): Promise<FileRecord[]> {
  return Promise.all(rows.map((row) => toFileRecord(row, links, origin)));
}
