// Decides a file's type from its first bytes, never from its name or the claimed MIME type.
import type { SourceKind } from './types';
import { detectTextEncoding, decodeText } from './extract/text-encoding';
import { readZipDirectory, ZipFormatError, ZipTooManyEntriesError } from './extract/zip-directory';

export interface SniffResult {
  kind: SourceKind | 'subtitles';
  mime: string;
  ext: string;
}

/** How many bytes the upload API should pass in. */
export const SNIFF_BYTES = 64 * 1024;
const PDF_JUNK_ALLOWANCE = 1024;

/**
 * ISO BMFF brands of the MP4 family. QuickTime ('qt  ') is refused: the product promises MP4,
 * and .mov files often carry codecs and tracks our subtitle and audio tooling is not tested on.
 * Audio-only brands (M4A, M4B) are refused too: there is nothing to watch.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'msnv',
  'mmp4',
  'f4v ',
]);
const REFUSED_MAJOR_BRANDS = new Set(['qt  ', 'M4A ', 'M4B ', 'M4P ']);

function ascii(b: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...b.subarray(start, Math.min(end, b.length)));
}

function startsWith(b: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((v, i) => b[at + i] === v);
}

function hasPdfHeader(b: Uint8Array): boolean {
  return /%PDF-\d\.\d/.test(ascii(b, 0, PDF_JUNK_ALLOWANCE + 8));
}

function sniffMp4(b: Uint8Array): SniffResult | null {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const boxSize = Math.min(view.getUint32(0), b.length);
  const major = ascii(b, 8, 12);
  if (REFUSED_MAJOR_BRANDS.has(major)) return null;
  const brands = [major];
  for (let p = 16; p + 4 <= boxSize; p += 4) brands.push(ascii(b, p, p + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand))
    ? { kind: 'video', mime: 'video/mp4', ext: 'mp4' }
    : null;
}

/** Names of the ZIP's local file headers visible in `b`, in order, until one cannot be skipped. */
function zipEntryNames(b: Uint8Array): string[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= b.length && view.getUint32(p, true) === 0x04034b50) {
    const flags = view.getUint16(p + 6, true);
    const compressed = view.getUint32(p + 18, true);
    const nameLen = view.getUint16(p + 26, true);
    const extraLen = view.getUint16(p + 28, true);
    if (p + 30 + nameLen > b.length) break;
    names.push(new TextDecoder().decode(b.subarray(p + 30, p + 30 + nameLen)));
    // With a data descriptor (flag bit 3) the size is only known after the data.
    if (flags & 0x08) break;
    p += 30 + nameLen + extraLen + compressed;
  }
  return names;
}

function sniffZip(b: Uint8Array): SniffResult | null {
  if (!startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return null;
  const names = zipEntryNames(b);
  const docx: SniffResult = {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  };
  if (names.includes('word/document.xml')) return docx;
  // Word writes [Content_Types].xml first and the body may lie past the window: confirmDocx decides.
  return names[0] === '[Content_Types].xml' && !names.some((n) => /^(xl|ppt)\//.test(n))
    ? docx
    : null;
}

function utf16le(text: string): number[] {
  return [...text].flatMap((c) => [c.charCodeAt(0), 0]);
}

function containsBytes(b: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  for (
    let i = b.indexOf(first ?? 0);
    i >= 0 && i + needle.length <= b.length;
    i = b.indexOf(first ?? 0, i + 1)
  ) {
    if (startsWith(b, needle, i)) return true;
  }
  return false;
}

function sniffOle(b: Uint8Array): SniffResult | null {
  if (!startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return null;
  const doc: SniffResult = { kind: 'doc', mime: 'application/msword', ext: 'doc' };
  if (containsBytes(b, utf16le('WordDocument'))) return doc;
  // Excel, PowerPoint and Outlook also use OLE2; refuse them when their stream names are visible.
  const others = ['Workbook', 'Book', 'PowerPoint Document', '__substg1.0_'];
  return others.some((name) => containsBytes(b, utf16le(name))) ? null : doc;
}

function sniffText(b: Uint8Array, truncated: boolean): SniffResult | null {
  const encoding = detectTextEncoding(b, truncated);
  if (encoding === null) return null;
  const start = decodeText(b.subarray(0, 256), encoding).replace(/^\uFEFF/, '');
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start))
    return { kind: 'subtitles', mime: 'text/vtt', ext: 'vtt' };
  if (/^\s*\d+\r?\n\d{1,2}:\d{2}:\d{2}[,.]\d{3}\s*-->/.test(start)) {
    return { kind: 'subtitles', mime: 'application/x-subrip', ext: 'srt' };
  }
  return { kind: 'text', mime: 'text/plain', ext: 'txt' };
}

/**
 * The type of a file from its first bytes (pass up to SNIFF_BYTES). `fileName` is accepted for
 * the caller's logging convenience but never consulted. Null means refused or unknown.
 */
export function sniffFileType(head: Uint8Array, _fileName?: string): SniffResult | null {
  const b = head.subarray(0, SNIFF_BYTES);
  if (b.length === 0) return null;
  if (hasPdfHeader(b)) {
    return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  }
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') {
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  }
  return sniffMp4(b) ?? sniffZip(b) ?? sniffOle(b) ?? sniffText(b, head.length >= SNIFF_BYTES);
}

/** Whether the ZIP at `path` really holds a Word body (word/document.xml). */
export async function confirmDocx(path: string): Promise<boolean> {
  try {
    const entries = await readZipDirectory(path);
    return entries.some((e) => e.name === 'word/document.xml');
  } catch (error) {
    if (error instanceof ZipFormatError) return false;
    // Too big to list here: the Word extractor refuses it with the reason.
    if (error instanceof ZipTooManyEntriesError) return true;
    throw error;
  }
}
