// Decide whether bytes are text, and in which encoding. Used by the sniffer (on the first 64 KB)
// and by the text extractor (on the whole file).

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const MIN_PRINTABLE_RATIO = 0.95;

function hasUtf8Bom(b: Uint8Array): boolean {
  return b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
}

/** Bytes to drop at the end so a multi-byte UTF-8 sequence cut by the sample window still decodes. */
function incompleteUtf8Tail(b: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    if ((byte & 0x80) === 0) return 0;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return needed > back ? back : 0;
  }
  return 0;
}

function isControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function mostlyPrintable(text: string): boolean {
  if (text.length === 0) return true;
  let bad = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (isControl(code) || code === 0xfffd) bad++;
  }
  return bad / text.length <= 1 - MIN_PRINTABLE_RATIO;
}

/**
 * The encoding of `bytes` if they look like text, else null. `truncated` says the bytes are a
 * prefix of a longer file, so a cut multi-byte character at the end is tolerated.
 */
export function detectTextEncoding(bytes: Uint8Array, truncated = false): TextEncoding | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes.includes(0)) return null;
  const usable = truncated ? bytes.subarray(0, bytes.length - incompleteUtf8Tail(bytes)) : bytes;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(usable);
    return mostlyPrintable(text) ? 'utf-8' : null;
  } catch {
    // Not UTF-8: fall through to the single-byte guess.
  }
  if (hasUtf8Bom(bytes)) return null;
  const latin = new TextDecoder('windows-1252').decode(bytes);
  return mostlyPrintable(latin) ? 'windows-1252' : null;
}

export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  // TextDecoder drops a BOM that matches the encoding by default.
  return new TextDecoder(encoding).decode(bytes);
}
