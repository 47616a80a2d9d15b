import { normalizeFileName } from '../../contract/file-name';

/** `inline` with the name as RFC 8187 UTF-8 (also percent-encoding the characters it reserves). */
export function inlineContentDisposition(fileName: string): string {
  const encoded = encodeURIComponent(normalizeFileName(fileName)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename*=UTF-8''${encoded}`;
}
