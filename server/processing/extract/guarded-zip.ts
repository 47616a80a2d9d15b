// The archive as mammoth sees it: mammoth follows the package relationships to whatever parts it
// wants (the main document may be named anything), so the guard sits on the reads themselves.
// Every part mammoth reads is inflated here, streaming, and charged to one budget for the whole
// document; mammoth never inflates anything itself (no JSZip over the whole file). A parser that
// builds a tree needs memory per element as much as per byte, so markup tags have a budget too.
import { inflateEntry, ZipBudgetError, type ByteBudget } from './zip-guard';
import type { ZipEntry } from './zip-directory';

/** The zip-file interface mammoth accepts as `{file}` (mammoth/lib/unzip.js `openZip`). */
export interface MammothZipFile {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<Uint8Array | string>;
  write(name: string, contents: unknown): void;
  toArrayBuffer(): Promise<ArrayBuffer>;
}

/** What one document may read: inflated bytes, and markup tags (`<`) among them. */
export interface ParseBudget extends ByteBudget {
  tags: number;
}

const LT = 0x3c;

function countTags(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(LT); i >= 0; i = chunk.indexOf(LT, i + 1)) n++;
  return n;
}

export function guardedZip(path: string, entries: ZipEntry[], budget: ParseBudget): MammothZipFile {
  // The last entry of a name wins, as in JSZip.
  const byName = new Map(entries.map((e) => [e.name, e]));
  return {
    exists: (name) => byName.has(name),
    async read(name, encoding) {
      const entry = byName.get(name);
      if (!entry) throw new Error(`no part named ${name}`);
      const chunks: Buffer[] = [];
      await inflateEntry(path, entry, budget, (chunk) => {
        budget.tags -= countTags(chunk);
        if (budget.tags < 0) throw new ZipBudgetError('too many markup tags');
        chunks.push(chunk);
      });
      const bytes = Buffer.concat(chunks);
      if (encoding === 'base64') return bytes.toString('base64');
      if (encoding) return new TextDecoder(encoding).decode(bytes);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    write() {
      throw new Error('read-only archive');
    },
    toArrayBuffer() {
      return Promise.reject(new Error('read-only archive'));
    },
  };
}
