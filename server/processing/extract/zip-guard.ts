// Zip-bomb guard. The central directory gives a fast refusal; then every entry is inflated for
// real, streaming, under a byte budget, because the directory's sizes are written by the uploader
// and may lie. Nothing here holds more than one zlib chunk unless the caller keeps the output.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  entryDataRange,
  readZipDirectory,
  ZipFormatError,
  ZipTooManyEntriesError,
  type ZipEntry,
} from './zip-directory';

/** Deflate tops out near 1030:1; real documents stay far below this. */
const MAX_ENTRY_RATIO = 250;
const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

export type ZipVerdict =
  { ok: true; entries: ZipEntry[] } | { ok: false; reason: 'too_large' | 'corrupt' };

/** An entry inflated to more bytes than its budget allowed. */
export class ZipBudgetError extends Error {
  override name = 'ZipBudgetError';
}

/** Bytes still allowed; shared by the entries of one archive. */
export interface ByteBudget {
  remaining: number;
}

function absurdRatio(entry: ZipEntry): boolean {
  return (
    entry.uncompressedSize > RATIO_CHECK_MIN_BYTES &&
    entry.uncompressedSize / Math.max(1, entry.compressedSize) > MAX_ENTRY_RATIO
  );
}

/**
 * Streams one entry's inflated bytes to `sink` (or nowhere), charging them to `budget`; throws
 * ZipBudgetError as soon as the budget is exceeded, ZipFormatError for a broken entry.
 */
export async function inflateEntry(
  path: string,
  entry: ZipEntry,
  budget: ByteBudget,
  sink?: (chunk: Buffer) => void,
): Promise<number> {
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipFormatError(`unsupported compression method ${entry.method}`);
  }
  const { start, length } = await entryDataRange(path, entry);
  const raw =
    length === 0 ? Readable.from([]) : createReadStream(path, { start, end: start + length - 1 });
  const source = entry.method === STORED ? raw : raw.pipe(createInflateRaw());
  if (source !== raw) raw.once('error', (error: Error) => source.destroy(error));
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > budget.remaining) throw new ZipBudgetError('entry exceeds the byte budget');
      sink?.(chunk);
    }
  } catch (error) {
    if (error instanceof ZipBudgetError) throw error;
    if (isZlibError(error)) throw new ZipFormatError('broken deflate data');
    throw error;
  } finally {
    raw.destroy();
    source.destroy();
  }
  budget.remaining -= total;
  return total;
}

/**
 * Checks a ZIP against `maxBytes` of decompressed data: the directory's claims first, then every
 * entry inflated (and discarded) under that budget.
 */
export async function checkZip(path: string, maxBytes: number): Promise<ZipVerdict> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(path);
  } catch (error) {
    if (error instanceof ZipTooManyEntriesError) return { ok: false, reason: 'too_large' };
    if (error instanceof ZipFormatError) return { ok: false, reason: 'corrupt' };
    throw error;
  }
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > maxBytes || entries.some(absurdRatio)) return { ok: false, reason: 'too_large' };

  const budget: ByteBudget = { remaining: maxBytes };
  for (const entry of entries) {
    try {
      await inflateEntry(path, entry, budget);
    } catch (error) {
      if (error instanceof ZipBudgetError) return { ok: false, reason: 'too_large' };
      if (error instanceof ZipFormatError) return { ok: false, reason: 'corrupt' };
      throw error;
    }
  }
  return { ok: true, entries };
}

function isZlibError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    String((error as { code: unknown }).code).startsWith('Z_')
  );
}
