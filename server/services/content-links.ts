import type { FileRow } from '../db/schema';
import type { BlobStore } from '../storage/blob-store';
import type { UrlSigner } from './signed-urls';

type LinkedFile = Pick<FileRow, 'id' | 'user_id' | 'file_name' | 'blob_key' | 'mime'>;

/**
 * Links to file content: the API's own signed route (`/api/v1/files/{id}/content/{token}/{name}`)
 * by default, or, with S3_CONTENT_LINKS=presigned, a presigned GET of the bucket that browsers
 * fetch directly. The signed route works in both modes (stored chat answers cite it): with
 * presigned links it redirects to a fresh one.
 */
export class ContentLinks {
  constructor(
    readonly signer: UrlSigner,
    private readonly blobs: BlobStore,
    /** Presigned links straight to the store, when the store makes them. */
    readonly direct: boolean,
    private readonly ttlSeconds: number,
  ) {
    if (direct && !blobs.directLink) throw new Error('this blob store makes no direct links');
  }

  /** The API route's link (`origin` + path), valid for at least the TTL. */
  apiLink(file: Pick<LinkedFile, 'id' | 'user_id' | 'file_name'>, origin: string): string {
    return origin + this.signer.path(file.id, file.user_id, file.file_name);
  }

  /** The link browsers get in `file_url`: presigned when direct, else the API route's. */
  async of(file: LinkedFile, origin: string): Promise<string | null> {
    if (!file.blob_key) return null;
    if (this.direct && this.blobs.directLink) return this.presigned(file);
    return this.apiLink(file, origin);
  }

  /** A presigned link of the file's blob (direct mode only). */
  presigned(file: LinkedFile): Promise<string> {
    if (!file.blob_key || !this.blobs.directLink) throw new Error('no direct link for this file');
    return this.blobs.directLink(file.blob_key, {
      fileName: file.file_name,
      mime: file.mime,
      ttlSeconds: this.ttlSeconds,
    });
  }
}
