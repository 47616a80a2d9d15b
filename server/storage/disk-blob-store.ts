import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  StorageUnavailableError,
  type BlobStore,
  type ByteRange,
  type LocalCopy,
} from './blob-store';
import { HeadCapture } from './head-capture';

/** Blobs as files in one folder (DATA_DIR/files): the default, for one machine. */
export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(
    key: string,
    source: Readable,
    headBytes = 0,
  ): Promise<{ size: number; head: Uint8Array }> {
    const target = this.file(key);
    const capture = new HeadCapture(headBytes);
    try {
      await pipeline(source, capture, fs.createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      throw error;
    }
    return { size: capture.bytes, head: capture.head };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    // Opened before the stream is handed over, so a missing blob fails here, not mid-response.
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async localCopy(key: string): Promise<LocalCopy> {
    return { path: this.file(key), release: async () => undefined };
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await fs.promises.rm(this.file(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.promises.stat(this.file(key))).size;
    } catch {
      return null;
    }
  }

  async check(): Promise<void> {
    try {
      await fs.promises.access(this.root, fs.constants.W_OK);
    } catch (error) {
      throw new StorageUnavailableError(`The files folder ${this.root} is not writable`, error);
    }
  }
}
