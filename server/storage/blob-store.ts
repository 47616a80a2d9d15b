import type { Readable } from 'node:stream';

/** Where file contents live: DATA_DIR/files on disk by default. */
export interface BlobStore {
  /** Streams `source` to a new blob; resolves with its size once fully written. */
  put(key: string, source: Readable): Promise<{ size: number }>;
  /** A local path to read the blob from (downloaded to a temp file for remote stores). */
  localPath(key: string): Promise<string>;
  /** Reads the first `bytes` bytes (for content sniffing). */
  head(key: string, bytes: number): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
  size(key: string): Promise<number | null>;
}
