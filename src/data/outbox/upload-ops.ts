// Uploads made while the server could not be reached, as outbox handlers: the files wait in the
// `uploads` table with their bytes and are sent as the upload the student made (one multipart
// POST per send, as the server stores an upload all or nothing), or the YouTube link is added.
import {
  UploadResponse,
  type ComprehensionLevel,
  type FileRecord,
  type Language,
} from '../../../contract';
import { apiFetch } from '../api';
import type { MnemoDb, UploadRow } from '../database';
import { registerOp, type OpHandler } from './registry';

export const UPLOAD_OP_VERSION = 1;
export const UPLOAD_OPS = { files: 'file.upload', youtube: 'file.youtube' } as const;

/** One send of files: the rows of `batch` in the uploads table. */
export interface FilesPayload {
  batch: number;
  /** The names of the files, to say which ones a refusal was about. */
  names: string[];
  language: Language;
  comprehensionLevel: ComprehensionLevel;
}

export interface YoutubePayload {
  /** The temporary id of its row in the uploads table. */
  id: number;
  url: string;
}

/** The answer of both calls; its message is the toast of SPEC point 7. */
type Uploaded = UploadResponse | null;

/** The queue key of an upload: a send of files, or one link. */
export const uploadKey = (batch: number): string => `upload:${batch}`;

/** The files of a send in the order they were attached (newer temporary ids are lower). */
export async function filesOfBatch(db: MnemoDb, batch: number): Promise<UploadRow[]> {
  const rows = await db.uploads.where('batch').equals(batch).toArray();
  return rows.sort((a, b) => b.id - a.id);
}

const sentKey = (batch: number) => `upload-sent:${batch}`;

/** The server's ids of the files of a send, once it has been uploaded (none if refused). */
export async function uploadedFileIds(db: MnemoDb, batch: number): Promise<number[]> {
  const ids = (await db.meta.get(sentKey(batch)))?.value;
  return Array.isArray(ids) ? (ids as number[]) : [];
}

async function storeAnswer(db: MnemoDb, batch: number, answer: Uploaded): Promise<void> {
  await db.uploads.where('batch').equals(batch).delete();
  const files: FileRecord[] = answer?.data.files ?? [];
  // A small file can be processed before this answer arrives: keep the status the socket gave.
  for (const file of files) {
    const known = await db.files.get(file.id);
    await db.files.put(known ? { ...file, ...known } : file);
  }
  // The message sent with these files names them to the server (see chat-ops).
  await db.meta.put({ key: sentKey(batch), value: files.map((f) => f.id) });
}

const files: OpHandler<FilesPayload, Uploaded> = {
  version: UPLOAD_OP_VERSION,
  tables: (db) => [db.uploads, db.files, db.meta],
  async send(p, { db }) {
    const rows = await filesOfBatch(db, p.batch);
    // Every file of the send was removed from the list meanwhile: nothing left to upload.
    if (rows.length === 0) return null;
    const form = new FormData();
    for (const row of rows) if (row.blob) form.append('files', row.blob, row.file_name);
    const params = new URLSearchParams({
      language: p.language,
      comprehensionLevel: p.comprehensionLevel,
    });
    return apiFetch(`/api/v1/files?${params.toString()}`, {
      method: 'POST',
      body: form,
      schema: UploadResponse,
    });
  },
  settle: (_row, p, answer, { db }) => storeAnswer(db, p.batch, answer),
  async undo(_row, p, { db }) {
    await db.uploads.where('batch').equals(p.batch).delete();
  },
  failure: (p) => ({ subject: 'upload', action: 'create', fileId: null, detail: p.names }),
  result: (answer) => answer?.message ?? null,
};

const youtube: OpHandler<YoutubePayload, Uploaded> = {
  version: UPLOAD_OP_VERSION,
  tables: (db) => [db.uploads, db.files, db.meta],
  async send(p, { db }) {
    if (!(await db.uploads.get(p.id))) return null;
    return apiFetch('/api/v1/files', {
      method: 'POST',
      body: JSON.stringify({ type: 'youtube', url: p.url }),
      schema: UploadResponse,
    });
  },
  settle: (_row, p, answer, { db }) => storeAnswer(db, p.id, answer),
  async undo(_row, p, { db }) {
    await db.uploads.delete(p.id);
  },
  failure: (p) => ({ subject: 'youtube', action: 'create', fileId: null, detail: [p.url] }),
  result: (answer) => answer?.message ?? null,
};

registerOp(UPLOAD_OPS.files, files);
registerOp(UPLOAD_OPS.youtube, youtube);
