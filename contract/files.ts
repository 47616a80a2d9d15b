import { z } from 'zod';
import { ComprehensionLevel, Id, Iso, Language } from './common';
import { SyncInfo, SyncQuery } from './sync';
import { lazySchema } from './lazy-schema';

export const FILE_TYPES = ['pdf', 'video', 'youtube', 'image', 'text'] as const;
export const FileType = lazySchema(() => z.enum(FILE_TYPES));
export type FileType = z.infer<typeof FileType>;

export const FILE_STATUSES = [
  'uploaded',
  'processing',
  'extracted',
  'processed',
  'failed',
] as const;
export const FileStatus = lazySchema(() => z.enum(FILE_STATUSES));
export type FileStatus = z.infer<typeof FileStatus>;

export const FileRecord = lazySchema(() =>
  z.object({
    id: z.number().int(),
    file_name: z.string(),
    /** Short-lived signed URL of the content (works in <iframe>/<video> without headers); the YouTube URL for videos. */
    file_url: z.string().nullable(),
    file_type: FileType,
    status: FileStatus,
    error_message: z.string().nullable(),
    size_bytes: z.number().int().nullable(),
    page_count: z.number().int().nullable(),
    created_at: Iso,
  }),
);
export type FileRecord = z.infer<typeof FileRecord>;

export const MAX_PAGE_SIZE = 100;
export const FileListQuery = lazySchema(() =>
  z
    .object({
      page: z.coerce.number().int().min(1).default(1),
      page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    })
    .extend(SyncQuery.shape),
);
export type FileListQuery = z.infer<typeof FileListQuery>;

export const FileListResponse = lazySchema(() =>
  z.object({
    items: z.array(FileRecord),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    /** With `updated_since`: the files changed since (not paged by page/page_size). */
    sync: SyncInfo.optional(),
  }),
);
export type FileListResponse = z.infer<typeof FileListResponse>;

export const AddYoutubeBody = lazySchema(() =>
  z.object({ type: z.literal('youtube'), url: z.string() }),
);
export type AddYoutubeBody = z.infer<typeof AddYoutubeBody>;

export const UploadQuery = lazySchema(() =>
  z.object({
    language: Language.default('English'),
    comprehensionLevel: ComprehensionLevel.default('Beginner'),
  }),
);
export type UploadQuery = z.infer<typeof UploadQuery>;

/** Answer to an upload or a YouTube add: `message` is shown as a toast. */
export const UploadResponse = lazySchema(() =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.object({ files: z.array(FileRecord) }),
  }),
);
export type UploadResponse = z.infer<typeof UploadResponse>;

export const FileIdParams = lazySchema(() => z.object({ id: Id }));
