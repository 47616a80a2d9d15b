import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSafeKey,
  StorageUnavailableError,
  type BlobStore,
  type ByteRange,
  type DirectLinkOptions,
  type LocalCopy,
} from './blob-store';
import { inlineContentDisposition } from './content-disposition';
import { HeadCapture } from './head-capture';

export interface S3StoreOptions {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); null for AWS S3 itself. */
  endpoint: string | null;
  /** The endpoint browsers reach for presigned links, when it differs from `endpoint`. */
  publicEndpoint: string | null;
  region: string;
  /** Static credentials; null takes the SDK's default chain (environment, profile, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `mnemo/` in a shared bucket. */
  keyPrefix: string;
}

/** Multipart parts of 8 MiB, two in flight: an upload holds at most ~24 MiB of a file in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Presigned links are signed at the start of a 10-minute window, so listings repeat the same URL. */
const LINK_WINDOW_SECONDS = 600;
/** SigV4 presigned URLs live at most 7 days. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
const SIZE_CACHE_ENTRIES = 10_000;
const LINK_CACHE_ENTRIES = 50_000;

/** True for the SDK's "no such object" answers (404 of HEAD, NoSuchKey of GET). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function clientConfig(options: S3StoreOptions, endpoint: string | null): S3ClientConfig {
  return {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // S3-compatible services differ in the checksums they accept (aws-chunked trailers are
    // refused by several): send one only where the API requires it. AWS itself gets the default.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
}

/**
 * Blobs as objects of one S3 bucket (or MinIO, R2, … through S3_ENDPOINT). Uploads stream in
 * multipart parts; jobs read a blob from a temp copy; links may be presigned GETs.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly presigner: S3Client;
  /** Blobs never change, so a size once read stays true until the blob is deleted. */
  private readonly sizes = new Map<string, number>();
  private readonly links = new Map<string, string>();

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client(clientConfig(options, options.endpoint));
    this.presigner = options.publicEndpoint
      ? new S3Client(clientConfig(options, options.publicEndpoint))
      : this.client;
  }

  get bucket(): string {
    return this.options.bucket;
  }

  /** The object key of a blob key. */
  objectKey(key: string): string {
    assertSafeKey(key);
    return this.options.keyPrefix + key;
  }

  async put(
    key: string,
    source: Readable,
    headBytes = 0,
  ): Promise<{ size: number; head: Uint8Array }> {
    const capture = new HeadCapture(headBytes);
    // Errors of the source (a cut connection, a size limit) reach the upload through `capture`.
    source.once('error', (error) => capture.destroy(error));
    source.pipe(capture);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: this.objectKey(key), Body: capture },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.resume();
      if (source.errored || capture.errored) throw source.errored ?? capture.errored ?? error;
      throw new StorageUnavailableError('The file storage could not store the upload', error);
    }
    this.remember(key, capture.bytes);
    return { size: capture.bytes, head: capture.head };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('GetObject returned no stream');
      return answer.Body;
    } catch (error) {
      throw isMissing(error)
        ? new Error(`No blob ${key} in the bucket`, { cause: error })
        : new StorageUnavailableError('The file storage could not be read', error);
    }
  }

  async localCopy(key: string): Promise<LocalCopy> {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mnemo-blob-'));
    const file = path.join(dir, key);
    const release = () => fs.promises.rm(dir, { recursive: true, force: true });
    try {
      await pipeline(await this.read(key), fs.createWriteStream(file));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }

  async size(key: string): Promise<number | null> {
    const known = this.sizes.get(key);
    if (known !== undefined) return known;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      const size = head.ContentLength ?? 0;
      this.remember(key, size);
      return size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageUnavailableError('The file storage could not be reached', error);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.sizes.delete(key);
    try {
      if (keys.length === 1 && keys[0] !== undefined) {
        await this.client.send(
          new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(keys[0]) }),
        );
        return;
      }
      // DeleteObjects takes at most 1,000 keys a call.
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.options.bucket,
            Delete: { Objects: batch.map((k) => ({ Key: this.objectKey(k) })), Quiet: true },
          }),
        );
        const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(
            `${failed.length} object(s) not deleted, first: ${failed[0]?.Key} (${failed[0]?.Code})`,
          );
        }
      }
    } catch (error) {
      throw new StorageUnavailableError('The file storage could not delete the files', error);
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch (error) {
      throw new StorageUnavailableError(
        `The bucket ${this.options.bucket} cannot be reached: ${error instanceof Error ? error.message || error.name : String(error)}`,
        error,
      );
    }
  }

  /**
   * A presigned GET valid for at least `ttlSeconds`: signed at the start of the current 10-minute
   * window, so every listing in the window gives the same URL (and browsers may cache it).
   */
  async directLink(key: string, options: DirectLinkOptions, nowMs = Date.now()): Promise<string> {
    const windowStart = Math.floor(nowMs / 1000 / LINK_WINDOW_SECONDS) * LINK_WINDOW_SECONDS;
    const expiresIn = Math.min(options.ttlSeconds + LINK_WINDOW_SECONDS, MAX_PRESIGN_SECONDS);
    const cacheKey = `${key}\n${windowStart}\n${expiresIn}\n${options.fileName}\n${options.mime}`;
    const cached = this.links.get(cacheKey);
    if (cached) return cached;
    const url = await getSignedUrl(
      this.presigner,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        ResponseContentType: options.mime ?? 'application/octet-stream',
        ResponseContentDisposition: inlineContentDisposition(options.fileName),
      }),
      { expiresIn, signingDate: new Date(windowStart * 1000) },
    );
    if (this.links.size >= LINK_CACHE_ENTRIES) this.links.clear();
    this.links.set(cacheKey, url);
    return url;
  }

  private remember(key: string, size: number): void {
    if (this.sizes.size >= SIZE_CACHE_ENTRIES) this.sizes.clear();
    this.sizes.set(key, size);
  }

  destroy(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}
