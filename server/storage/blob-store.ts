import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a blob, both included (an HTTP range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file on this machine holding a blob's bytes, for a job thread to read. */
export interface LocalCopy {
  path: string;
  /** Removes a downloaded copy; nothing for a store that keeps blobs on this disk. */
  release(): Promise<void>;
}

/** What a browser needs to show a blob it fetches straight from the store. */
export interface DirectLinkOptions {
  fileName: string;
  mime: string | null;
  /** The link works for at least this long. */
  ttlSeconds: number;
}

/**
 * Where file contents live: DATA_DIR/files on disk by default, or an S3-compatible bucket.
 * Keys are chosen by the caller ([A-Za-z0-9._-]) and a blob is never rewritten, only deleted.
 */
export interface BlobStore {
  /**
   * Streams `source` to a new blob (never whole in memory); resolves once it is stored, with its
   * size and its first `headBytes` bytes (for content sniffing).
   */
  put(
    key: string,
    source: Readable,
    headBytes?: number,
  ): Promise<{ size: number; head: Uint8Array }>;
  /** The blob's bytes, or the bytes of `range`, as a stream. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** A local file with the blob's bytes (downloaded to a temp file by remote stores). */
  localCopy(key: string): Promise<LocalCopy>;
  /** The blob's size, or null when there is no such blob. */
  size(key: string): Promise<number | null>;
  /** Removes the blobs (missing ones are fine); throws StorageUnavailableError when it cannot. */
  delete(keys: readonly string[]): Promise<void>;
  /** Throws StorageUnavailableError when the store cannot be reached (readiness check). */
  check(): Promise<void>;
  /** A link a browser fetches the blob from directly (an S3 presigned GET); absent on disk. */
  directLink?(key: string, options: DirectLinkOptions): Promise<string>;
}

/** The store could not be reached or refused the call; nothing about the blob is known. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

/** Throws for a key that could leave the store's folder or prefix. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key === '.' || key === '..')
    throw new Error(`Invalid blob key: ${key}`);
}
