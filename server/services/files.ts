import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { normalizeFileName } from '../../contract/file-name';
import type { FileType, UploadQuery } from '../../contract/files';
import type { Db } from '../db/database';
import { DeletionsRepository } from '../db/deletions-repository';
import { FilesRepository } from '../db/files-repository';
import type { FileRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import { SNIFF_BYTES, sniffFileType, type SniffResult } from '../processing/sniff';
import { parseYouTubeId, youTubeWatchUrl } from '../../contract/youtube';
import type { EventBus } from '../realtime/event-bus';
import { StorageUnavailableError, type BlobStore, type ByteRange } from '../storage/blob-store';
import { queueFull, type JobQueue } from '../jobs/job-queue';
import { nowIso } from '../time';
import type { CurrentUser } from '../auth/current-user';
import type { ContentLinks } from './content-links';
import { listChanges, type ChangeListing } from './changes';

export const MAX_FILES_PER_UPLOAD = 10;
export const UNSUPPORTED_TYPES_MESSAGE =
  'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.';

export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

interface StoredUpload {
  fileName: string;
  blobKey: string;
  size: number;
  sniffed: SniffResult | null;
}

const FILE_TYPE_OF: Record<string, FileType> = {
  pdf: 'pdf',
  video: 'video',
  image: 'image',
  text: 'text',
  docx: 'text',
  doc: 'text',
  subtitles: 'text',
  youtube: 'youtube',
};

/** What a signed content link leads to: the stored bytes, or a presigned link to them. */
export type FileContent =
  | { file: FileRow; redirect: string }
  | {
      file: FileRow;
      size: number;
      /** The bytes, or those of `range`. */
      open(range?: ByteRange): Promise<Readable>;
    };

export const STORAGE_MESSAGES = {
  deleteUnavailable:
    'The file storage could not be reached, so nothing was deleted. Please try again shortly.',
  uploadUnavailable:
    'The file storage could not be reached, so nothing was uploaded. Please try again shortly.',
  readUnavailable: 'The file storage could not be reached. Please try again shortly.',
} as const;

/** A StorageUnavailableError as the 503 the caller sees; anything else as it is. */
export function storageError(error: unknown, message: string): unknown {
  return error instanceof StorageUnavailableError
    ? new AppError('unavailable', message, undefined, error)
    : error;
}

export class FilesService {
  private readonly files: FilesRepository;

  /** `db` opens the transaction that records files with their jobs. */
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly bus: EventBus,
    private readonly queue: JobQueue,
    private readonly links: ContentLinks,
  ) {
    this.files = new FilesRepository(db.kysely);
  }

  list(
    user: CurrentUser,
    page: number,
    pageSize: number,
  ): Promise<{ rows: FileRow[]; total: number }> {
    return this.files.page(user.id, page, pageSize);
  }

  /** The caller's files changed since the cursor `since`, with the ids deleted since (README "Incremental lists"). */
  async changes(
    user: CurrentUser,
    since: string,
    limit: number | null,
  ): Promise<ChangeListing<FileRow> & { total: number }> {
    const deletions = new DeletionsRepository(this.db.kysely);
    const [listing, total] = await Promise.all([
      listChanges(
        since,
        limit,
        (after, max) => this.files.changedAfter(user.id, after, max),
        (from) => deletions.since(user.id, 'file', from),
      ),
      this.files.countOfOwner(user.id),
    ]);
    return { ...listing, total };
  }

  /** The caller's file, or 404: another user's id is indistinguishable from a missing one. */
  async get(user: CurrentUser, fileId: number): Promise<FileRow> {
    const row = await this.files.ofOwner(user.id, fileId);
    if (!row) throw notFound('File not found');
    return row;
  }

  /** The stored bytes behind a signed content link, or 404 for a bad or expired link. */
  async content(fileId: number, token: string): Promise<FileContent> {
    const file = await this.files.byId(fileId);
    const key = file?.blob_key;
    if (!file || !key || !this.links.signer.verify(fileId, file.user_id, token))
      throw notFound('This link has expired or is not valid. Reopen the file from your list.');
    if (this.links.direct) return { file, redirect: await this.links.presigned(file) };
    const size = await this.blobs
      .size(key)
      .catch((error: unknown) =>
        Promise.reject(storageError(error, STORAGE_MESSAGES.readUnavailable)),
      );
    if (size === null) throw notFound('File content is missing');
    return {
      file,
      size,
      open: (range) =>
        this.blobs
          .read(key, range)
          .catch((error: unknown) =>
            Promise.reject(storageError(error, STORAGE_MESSAGES.readUnavailable)),
          ),
    };
  }

  async addYoutube(user: CurrentUser, url: string, prefs: UploadQuery): Promise<FileRow> {
    const videoId = parseYouTubeId(url.trim());
    if (!videoId) {
      throw new AppError(
        'validation',
        'That is not a YouTube video link. Use a link like https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ.',
        [
          {
            msg: 'url is not a YouTube video link (watch, embed, shorts or youtu.be)',
            loc: ['body', 'url'],
          },
        ],
      );
    }
    const [row] = await this.insertWithJobs(user, prefs, [
      {
        file_name: youTubeWatchUrl(videoId),
        file_type: 'youtube',
        source_kind: 'youtube',
        mime: null,
        blob_key: null,
        sidecar_blob_key: null,
        youtube_url: youTubeWatchUrl(videoId),
        size_bytes: null,
      },
    ]);
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /**
   * Streams each part to storage (never whole in memory), decides its type from its bytes,
   * then records all files and their jobs in one transaction. Nothing is kept if any part is refused.
   */
  async upload(
    user: CurrentUser,
    parts: AsyncIterable<IncomingFile>,
    prefs: UploadQuery,
  ): Promise<FileRow[]> {
    // A full queue is refused before the body is received (the transaction checks again).
    const waiting = await this.queue.waiting(user.id);
    if (waiting >= this.queue.maxWaitingPerUser) {
      throw queueFull(waiting, 1, this.queue.maxWaitingPerUser);
    }
    const stored: StoredUpload[] = [];
    const pending: StoredUpload[] = [];
    try {
      for await (const part of parts) {
        if (stored.length >= MAX_FILES_PER_UPLOAD) {
          part.stream.resume();
          throw new AppError('validation', 'Cannot send: Maximum of 10 files allowed per upload.');
        }
        const blobKey = blobKeyFor(part.fileName);
        // Listed before the bytes go, so a failed or cut upload is cleaned up too.
        const upload: StoredUpload = {
          fileName: normalizeFileName(part.fileName),
          blobKey,
          size: 0,
          sniffed: null,
        };
        pending.push(upload);
        const { size, head } = await this.blobs
          .put(blobKey, part.stream, SNIFF_BYTES)
          .catch((error: unknown) =>
            Promise.reject(storageError(error, STORAGE_MESSAGES.uploadUnavailable)),
          );
        upload.size = size;
        upload.sniffed = size > 0 ? sniffFileType(head, part.fileName) : null;
        stored.push(upload);
      }
      if (stored.length === 0)
        throw new AppError(
          'validation',
          'No files were attached. Choose at least one file to upload.',
        );
      const refused = stored.filter((s) => s.size > 0 && s.sniffed === null);
      if (refused.length > 0) {
        const names = refused.map((s) => `"${s.fileName}"`).join(', ');
        throw new AppError(
          'unsupported_media_type',
          `Unsupported file type: ${names}. ${UNSUPPORTED_TYPES_MESSAGE}`,
        );
      }
      const empty = stored.filter((s) => s.size === 0);
      if (empty.length > 0) {
        throw new AppError(
          'validation',
          `${empty.map((s) => `"${s.fileName}"`).join(', ')} is empty. Choose a file with content.`,
        );
      }
      return await this.insertWithJobs(user, prefs, pairSubtitles(stored));
    } catch (error) {
      // A store that fails here leaves objects no row points to; the caller's error matters more.
      await this.blobs.delete(pending.map((s) => s.blobKey)).catch(() => undefined);
      throw error;
    }
  }

  private async insertWithJobs(
    user: CurrentUser,
    prefs: UploadQuery,
    newFiles: Omit<
      FileRow,
      | 'id'
      | 'user_id'
      | 'status'
      | 'error_message'
      | 'page_count'
      | 'language'
      | 'comprehension_level'
      | 'created_at'
      | 'updated_at'
    >[],
  ): Promise<FileRow[]> {
    const now = nowIso();
    // Rows and their jobs together: a crash cannot leave a file that no job will ever process.
    const rows = await this.db.kysely.transaction().execute(async (tx) => {
      const files = new FilesRepository(tx);
      const out: FileRow[] = [];
      for (const f of newFiles) {
        const row = await files.insert({
          ...f,
          user_id: user.id,
          status: 'uploaded',
          error_message: null,
          page_count: null,
          language: prefs.language,
          comprehension_level: prefs.comprehensionLevel,
          created_at: now,
          updated_at: now,
        });
        out.push(row);
      }
      await this.queue.enqueue(
        tx,
        out.map((row) => ({ fileId: row.id, userId: user.id })),
      );
      return out;
    });
    this.queue.notify();
    return rows;
  }

  /**
   * Removes the blobs, then the row with its chunks, study items and jobs in one transaction,
   * then tells the owner. A store that cannot be reached answers 503 and nothing is deleted
   * (deleting blobs again is harmless, so the student simply tries again).
   */
  async delete(user: CurrentUser, fileId: number): Promise<void> {
    const row = await this.get(user, fileId);
    const keys = [row.blob_key, row.sidecar_blob_key].filter((k) => k !== null);
    await this.blobs
      .delete(keys)
      .catch((error: unknown) =>
        Promise.reject(storageError(error, STORAGE_MESSAGES.deleteUnavailable)),
      );
    await this.files.delete(user.id, fileId);
    this.bus.publish(user.id, {
      event: 'file_deleted',
      data: { file_id: fileId, status: null, error_message: null },
    });
  }
}

/** A subtitle file sent with exactly one video becomes that video's sidecar; otherwise it is a text file. */
function pairSubtitles(stored: StoredUpload[]) {
  const videos = stored.filter((s) => s.sniffed?.kind === 'video');
  const subtitles = stored.filter((s) => s.sniffed?.kind === 'subtitles');
  const sidecarFor = new Map<StoredUpload, StoredUpload>();
  for (const video of videos) {
    const base = stem(video.fileName);
    const match =
      subtitles.find((s) => stem(s.fileName) === base) ??
      (videos.length === 1 && subtitles.length === 1 ? subtitles[0] : undefined);
    if (match && ![...sidecarFor.values()].includes(match)) sidecarFor.set(video, match);
  }
  const used = new Set(sidecarFor.values());
  return stored
    .filter((s) => !used.has(s))
    .map((s) => {
      const kind = s.sniffed?.kind ?? 'text';
      return {
        file_name: s.fileName,
        file_type: FILE_TYPE_OF[kind] ?? 'text',
        source_kind: kind === 'subtitles' ? 'text' : kind,
        mime: s.sniffed?.mime ?? null,
        blob_key: s.blobKey,
        sidecar_blob_key: sidecarFor.get(s)?.blobKey ?? null,
        youtube_url: null,
        size_bytes: s.size,
      };
    });
}

/**
 * A new blob's key: random, with the name's extension, so a presigned link to the object still
 * ends with it (the app recognises file links by their extension).
 */
export function blobKeyFor(fileName: string): string {
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(normalizeFileName(fileName))?.[0] ?? '';
  return crypto.randomUUID() + extension.toLowerCase();
}

function stem(name: string): string {
  return name.replace(/\.[^.]*$/, '').toLowerCase();
}
