// Reads a ZIP's central directory without inflating anything, so sizes can be checked before a
// library (mammoth, through JSZip) expands the archive in memory.
import { open, type FileHandle } from 'node:fs/promises';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const EOCD64_LOCATOR_SIG = 0x07064b50;
const EOCD64_SIG = 0x06064b50;
const CENTRAL_SIG = 0x02014b50;
const MAX_COMMENT = 0xffff;
const U32_MAX = 0xffffffff;

export class ZipFormatError extends Error {}

/** More entries than any document has (a Word file has tens, with media a few hundred). */
export const MAX_ZIP_ENTRIES = 20_000;

/** An archive with more entries than MAX_ZIP_ENTRIES, refused before its directory is parsed. */
export class ZipTooManyEntriesError extends Error {
  override name = 'ZipTooManyEntriesError';
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

function findEocd(tail: Buffer): number {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIG) return i;
  }
  return -1;
}

interface DirectoryLocation {
  offset: number;
  size: number;
  count: number;
}

async function locateDirectory(fh: FileHandle, fileSize: number): Promise<DirectoryLocation> {
  const tailStart = Math.max(0, fileSize - (22 + MAX_COMMENT));
  const tail = await readAt(fh, tailStart, fileSize - tailStart);
  const at = findEocd(tail);
  if (at < 0) throw new ZipFormatError('no end of central directory');
  let location = {
    count: tail.readUInt16LE(at + 10),
    size: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
  };
  const locatorAt = at - 20;
  if (locatorAt >= 0 && tail.readUInt32LE(locatorAt) === EOCD64_LOCATOR_SIG) {
    const eocd64 = await readAt(fh, Number(tail.readBigUInt64LE(locatorAt + 8)), 56);
    if (eocd64.length < 56 || eocd64.readUInt32LE(0) !== EOCD64_SIG) {
      throw new ZipFormatError('bad zip64 end of central directory');
    }
    location = {
      count: Number(eocd64.readBigUInt64LE(32)),
      size: Number(eocd64.readBigUInt64LE(40)),
      offset: Number(eocd64.readBigUInt64LE(48)),
    };
  }
  if (location.offset + location.size > fileSize) throw new ZipFormatError('directory past end');
  return location;
}

/** Applies the ZIP64 extra field (id 1) to sizes stored as 0xFFFFFFFF. */
function applyZip64(entry: ZipEntry, extra: Buffer): void {
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (id === 1) {
      let q = p + 4;
      const next = (): number => {
        if (q + 8 > p + 4 + len) throw new ZipFormatError('short zip64 field');
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    p += 4 + len;
  }
}

function parseDirectory(dir: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL_SIG) {
      throw new ZipFormatError('bad central directory entry');
    }
    const nameLen = dir.readUInt16LE(p + 28);
    const extraLen = dir.readUInt16LE(p + 30);
    const commentLen = dir.readUInt16LE(p + 32);
    const entry: ZipEntry = {
      name: dir.toString('utf8', p + 46, p + 46 + nameLen),
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      uncompressedSize: dir.readUInt32LE(p + 24),
      localHeaderOffset: dir.readUInt32LE(p + 42),
    };
    applyZip64(entry, dir.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen));
    entries.push(entry);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

export async function readZipDirectory(path: string): Promise<ZipEntry[]> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const location = await locateDirectory(fh, size);
    if (location.count > MAX_ZIP_ENTRIES) {
      throw new ZipTooManyEntriesError(`${location.count} entries`);
    }
    const dir = await readAt(fh, location.offset, location.size);
    return parseDirectory(dir, location.count);
  } finally {
    await fh.close();
  }
}

/**
 * Where an entry's compressed bytes lie: after its local header, for at most the directory's
 * compressed size and never past the end of the file (the directory's sizes may lie).
 */
export async function entryDataRange(
  path: string,
  entry: ZipEntry,
): Promise<{ start: number; length: number }> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const header = await readAt(fh, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) {
      throw new ZipFormatError('bad local header');
    }
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    return { start, length: Math.max(0, Math.min(entry.compressedSize, size - start)) };
  } finally {
    await fh.close();
  }
}
