// Uploads, local-first: the files a student sends (and YouTube links) are queued in the outbox
// with their bytes, shown in the file list as waiting, and sent by the page or the service
// worker; online the form waits for the server's answer as before.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FileRecord } from '../../contract';
import type { UploadRow } from './database';
import { useDb } from './db';
import type { StudyPrefs } from './files';
import { requireOutbox, temporaryId } from './outbox';
import { filesOfBatch, UPLOAD_OPS, uploadKey } from './outbox/upload-ops';
import { compareTimestamps } from '../lib/timestamps';

export type { UploadRow } from './database';

/**
 * How long a form waits for an upload sent online (a large file on a slow line takes a while);
 * offline, or when the connection drops, it hears "saved on this device" at once.
 */
const UPLOAD_WAIT_MS = 10 * 60_000;

/** The file type the list shows for a file not uploaded yet (the server decides it later). */
export function waitingFileType(mime: string): FileRecord['file_type'] {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'text';
}

export interface QueuedUpload {
  /** The server's message, or null when the files wait on this device to be uploaded. */
  message: string | null;
  /** Names this send for the message sent with it (`sendMessage`'s `uploadBatch`). */
  batch: number;
}

/**
 * Queues one upload of `files` (sent as one request, stored all or nothing) and waits for the
 * server's message while it is likely to come; rejects with the server's refusal.
 */
export async function uploadFilesLocalFirst(
  files: readonly File[],
  prefs: StudyPrefs,
): Promise<QueuedUpload> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const now = new Date().toISOString();
  const rows: UploadRow[] = files.map((file) => ({
    id: temporaryId(),
    batch: 0,
    kind: 'file',
    file_name: file.name,
    file_type: waitingFileType(file.type),
    size_bytes: file.size,
    // The bytes themselves (a File's name does not survive every store, so it is kept apart).
    blob: file.slice(0, file.size, file.type),
    url: null,
    created_at: now,
  }));
  const batch = rows[0]?.id ?? temporaryId();
  const seq = await outbox.change([db.uploads], async () => {
    await db.uploads.bulkPut(rows.map((row) => ({ ...row, batch })));
    const payload = {
      batch,
      names: rows.map((row) => row.file_name),
      language: prefs.selectedLanguage,
      comprehensionLevel: prefs.comprehensionLevel,
    };
    return { type: UPLOAD_OPS.files, key: uploadKey(batch), fileId: null, payload };
  });
  const message = seq === null ? null : ((await outbox.sent(seq, UPLOAD_WAIT_MS)) as string | null);
  return { message, batch };
}

/** Queues a YouTube link (SPEC point 7 "add a video"); null means it will be added later. */
export async function addYoutubeLocalFirst(url: string): Promise<string | null> {
  const outbox = requireOutbox();
  const { db } = outbox;
  const id = temporaryId();
  const link = url.trim();
  const seq = await outbox.change([db.uploads], async () => {
    await db.uploads.put({
      id,
      batch: id,
      kind: 'youtube',
      file_name: link,
      file_type: 'youtube',
      size_bytes: null,
      blob: null,
      url: link,
      created_at: new Date().toISOString(),
    });
    return {
      type: UPLOAD_OPS.youtube,
      key: uploadKey(id),
      fileId: null,
      payload: { id, url: link },
    };
  });
  return seq === null ? null : ((await outbox.sent(seq)) as string | null);
}

/**
 * Removes a waiting upload from the list and from the queue; the files sent with it stay queued
 * (the send goes out without it), and a send with nothing left is dropped.
 */
export async function cancelUpload(id: number): Promise<void> {
  const outbox = requireOutbox();
  const { db, queue } = outbox;
  await db.transaction('rw', [db.uploads, db.outbox], async () => {
    const row = await db.uploads.get(id);
    if (!row) return;
    await db.uploads.delete(id);
    const key = uploadKey(row.batch);
    const left = await filesOfBatch(db, row.batch);
    if (left.length === 0) {
      await queue.dropKey(key);
      return;
    }
    for (const op of await queue.ofKey(key)) {
      const payload = { ...(op.payload as object), names: left.map((r) => r.file_name) };
      await queue.replace({ ...op, payload });
    }
  });
}

/** The uploads waiting to be sent, newest first (undefined while loading). */
export function useWaitingUploads(): UploadRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.uploads.toArray();
    return rows.sort((a, b) => compareTimestamps(b.created_at, a.created_at) || b.id - a.id);
  }, [db]);
}
