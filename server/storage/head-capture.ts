import { Transform, type TransformCallback } from 'node:stream';

/**
 * A pass-through that counts the bytes going by and keeps the first `limit` of them, so a store
 * can report a blob's size and head without reading it back.
 */
export class HeadCapture extends Transform {
  /** Not `size`: the S3 upload reads a body's `size` as its length in bytes. */
  bytes = 0;
  private readonly parts: Buffer[] = [];
  private kept = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.kept < this.limit) {
      const part = chunk.subarray(0, this.limit - this.kept);
      this.parts.push(Buffer.from(part));
      this.kept += part.length;
    }
    done(null, chunk);
  }

  get head(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.parts));
  }
}
