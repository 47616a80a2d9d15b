// The one rule for file names the API stores and shows: what a person would recognise as the
// name, nothing that can disguise it (a right-to-left override turns "evil‮txt.exe" into
// "evilexe.txt" on screen) and nothing a file system or a URL could trip over in length.

/** Longest stored name in UTF-8 bytes (most file systems' limit). */
export const MAX_FILE_NAME_BYTES = 255;
export const UNTITLED_FILE_NAME = 'untitled';

// C0 and C1 controls and DEL; bidi marks, embeddings, overrides and isolates; line and paragraph
// separators; zero-width space and BOM. Zero-width joiners stay: emoji and some scripts need them.
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/gu;
/** Tabs and line breaks of every kind read as a space. */
const LINE_BREAKING = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** An extension worth keeping when a long name is cut: a dot and 1–16 characters, no spaces. */
const EXTENSION = /\.[^.\s]{1,16}$/u;

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/** The longest start of `text` of whole characters (graphemes) within `maxBytes` UTF-8 bytes. */
function cutToBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text,
  )) {
    const size = bytesOf(segment);
    if (used + size > maxBytes) break;
    out += segment;
    used += size;
  }
  return out;
}

/**
 * The name as stored: the last path segment, Unicode NFC, without control, bidi-override and
 * invisible characters, line breaks and whitespace runs as one space, trimmed, at most 255 UTF-8 bytes with the
 * extension kept; "untitled" when nothing is left.
 */
export function normalizeFileName(raw: string): string {
  const name = (raw.split(/[/\\]/).pop() ?? '')
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(LINE_BREAKING, ' ')
    .replace(HIDDEN, '')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
  if (name === '' || /^\.+$/.test(name)) return UNTITLED_FILE_NAME;
  if (bytesOf(name) <= MAX_FILE_NAME_BYTES) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  const cut = cutToBytes(stem, MAX_FILE_NAME_BYTES - bytesOf(extension)).trimEnd();
  return `${cut}${extension}`;
}
