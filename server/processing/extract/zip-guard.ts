// Zip-bomb guard, run before any library inflates an archive. The central directory gives a fast
// refusal; the parts a parser will read are then inflated with a hard output cap, because the
// directory's sizes are written by the uploader and may lie.
import { inflateRaw } from 'node:zlib';
import { promisify } from 'node:util';
import { readEntryData, readZipDirectory, ZipFormatError, type ZipEntry } from './zip-directory';

const inflateRawAsync = promisify(inflateRaw);

/** Deflate tops out near 1030:1; real documents stay far below this. */
const MAX_ENTRY_RATIO = 250;
const RATIO_CHECK_MIN_BYTES = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;

export type ZipVerdict =
  { ok: true; entries: ZipEntry[] } | { ok: false; reason: 'too_large' | 'corrupt' };

function absurdRatio(entry: ZipEntry): boolean {
  return (
    entry.uncompressedSize > RATIO_CHECK_MIN_BYTES &&
    entry.uncompressedSize / Math.max(1, entry.compressedSize) > MAX_ENTRY_RATIO
  );
}

async function inflatedSize(path: string, entry: ZipEntry, cap: number): Promise<number | null> {
  const data = await readEntryData(path, entry);
  if (entry.method === STORED) return data.length;
  if (entry.method !== DEFLATED) return data.length;
  try {
    const out = await inflateRawAsync(data, { maxOutputLength: Math.max(1, cap) });
    return out.length;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Checks a ZIP against `maxBytes` of decompressed data. `shouldInflate` picks the entries the
 * caller's parser will actually expand; those are inflated for real under the remaining budget.
 */
export async function checkZip(
  path: string,
  maxBytes: number,
  shouldInflate: (name: string) => boolean,
): Promise<ZipVerdict> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(path);
  } catch (error) {
    if (error instanceof ZipFormatError) return { ok: false, reason: 'corrupt' };
    throw error;
  }
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > maxBytes || entries.some(absurdRatio)) return { ok: false, reason: 'too_large' };

  let budget = maxBytes;
  for (const entry of entries.filter((e) => shouldInflate(e.name))) {
    let size: number | null;
    try {
      size = await inflatedSize(path, entry, budget);
    } catch (error) {
      if (error instanceof ZipFormatError || isZlibError(error)) {
        return { ok: false, reason: 'corrupt' };
      }
      throw error;
    }
    if (size === null || size > budget) return { ok: false, reason: 'too_large' };
    budget -= size;
  }
  return { ok: true, entries };
}

function isZlibError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'errno' in error &&
    'code' in error &&
    String((error as { code: unknown }).code).startsWith('Z_')
  );
}
