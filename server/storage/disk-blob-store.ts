import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, source: Readable): Promise<{ size: number }> {
    const target = this.file(key);
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(source, fs.createWriteStream(target, { flags: 'wx' }));
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      throw error;
    }
    return { size };
  }

  async localPath(key: string): Promise<string> {
    return this.file(key);
  }

  async head(key: string, bytes: number): Promise<Uint8Array> {
    const handle = await fs.promises.open(this.file(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return new Uint8Array(buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.promises.stat(this.file(key))).size;
    } catch {
      return null;
    }
  }
}
