import { extensionOf, stripQueryAndHash } from './fileType';

/** SPEC point 2: links to these extensions open in the file viewer. */
export const VIEWER_LINK_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'txt',
  'doc',
  'docx',
  'html',
  'ppt',
  'xls',
  'xlsx',
  'csv',
  'zip',
  'mp4',
  'mov',
] as const;

export const EXTERNAL_FILE_ID = -1;

export interface LinkPosition {
  page: number | null;
  seconds: number | null;
}

export interface LinkableFile {
  id: number;
  file_name: string;
  file_url: string | null;
}

export type LinkTarget<F extends LinkableFile> =
  | { kind: 'ignore' }
  | { kind: 'external'; href: string }
  | { kind: 'viewer'; fileId: number; file: F | null; position: LinkPosition }
  | { kind: 'stub'; file: StubFile; position: LinkPosition };

/** Our signed content URLs carry the token in the path: /api/v1/files/{id}/content/{token}/{name}. */
const OWN_CONTENT = /\/api\/v1\/files\/(\d+)\/content\//;

export interface StubFile {
  id: typeof EXTERNAL_FILE_ID;
  file_name: string;
  file_url: string;
  file_type: 'image' | 'video' | 'pdf' | 'text';
  status: 'processed';
}

/** `#page=N` or `#t=S` (also `t=1m23s`) of a link, the place the viewer opens at. */
export function linkPosition(href: string): LinkPosition {
  const hash = href.split('#')[1] ?? '';
  const params = new URLSearchParams(hash);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { page: page > 0 ? page : null, seconds: parseSeconds(params.get('t')) };
}

function parseSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(value);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function guessStubType(ext: string): StubFile['file_type'] {
  if (['jpg', 'jpeg', 'png'].includes(ext)) return 'image';
  if (['mp4', 'mov'].includes(ext)) return 'video';
  if (ext === 'pdf') return 'pdf';
  return 'text';
}

/** Absolute href for comparison; relative links are resolved against `base`. */
function absolute(href: string, base: string): string | null {
  try {
    return new URL(href, base).toString();
  } catch {
    return null;
  }
}

/**
 * SPEC point 2 link rule: an http(s) link to one of our files (matched by file_url, also without
 * query and hash since signed URLs change) or ending in a viewer extension opens in the viewer;
 * an unmatched viewer link opens a stub with id -1; anything else opens in a new tab.
 */
export function interceptLink<F extends LinkableFile>(
  href: string | undefined,
  files: readonly F[],
  base: string,
): LinkTarget<F> {
  if (!href) return { kind: 'ignore' };
  const url = absolute(href, base);
  if (!url || !/^https?:/i.test(url)) return { kind: 'external', href };
  const position = linkPosition(url);
  const bare = stripQueryAndHash(url);
  const match = files.find((f) => {
    if (!f.file_url) return false;
    const fileUrl = absolute(f.file_url, base);
    if (!fileUrl) return false;
    return url.includes(fileUrl) || bare === stripQueryAndHash(fileUrl);
  });
  if (match) return { kind: 'viewer', fileId: match.id, file: match, position };
  const own = ownContentId(url, files, base);
  if (own != null) {
    return { kind: 'viewer', fileId: own, file: files.find((f) => f.id === own) ?? null, position };
  }
  const ext = extensionOf(url);
  if (!(VIEWER_LINK_EXTENSIONS as readonly string[]).includes(ext))
    return { kind: 'external', href: url };
  const name = decodeURIComponent(bare.split('/').pop() ?? url);
  return {
    kind: 'stub',
    position,
    file: {
      id: EXTERNAL_FILE_ID,
      file_name: name,
      file_url: url,
      file_type: guessStubType(ext),
      status: 'processed',
    },
  };
}

/**
 * The file id of a link to our own content URL whose signature has changed since the answer
 * was written: same origin as the app or as one of our file URLs (the API may be proxied).
 */
function ownContentId(url: string, files: readonly LinkableFile[], base: string): number | null {
  const match = OWN_CONTENT.exec(new URL(url).pathname);
  if (!match?.[1]) return null;
  const origins = new Set([new URL(base).origin]);
  for (const f of files) {
    const fileUrl = f.file_url ? absolute(f.file_url, base) : null;
    if (fileUrl) origins.add(new URL(fileUrl).origin);
  }
  return origins.has(new URL(url).origin) ? Number(match[1]) : null;
}

/**
 * Our content URLs are absolute with the server's configured origin; behind a proxy or under
 * another host name (localhost vs 127.0.0.1) the app's own origin serves them too, and only that
 * one passes the app's CSP and the PDF page's same-origin rule. Other URLs are left alone.
 */
export function toAppOrigin(url: string, appOrigin: string): string {
  try {
    const parsed = new URL(url, appOrigin);
    if (parsed.origin === appOrigin || !OWN_CONTENT.test(parsed.pathname)) return url;
    return `${appOrigin}${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/**
 * The absolute http(s) URL of a link in an answer, or null: anything else (javascript:, data:,
 * mailto:, an empty or unreadable href) is shown as text, never as a link.
 */
export function linkableHref(href: string | undefined, base: string): string | null {
  if (!href) return null;
  const url = absolute(href, base);
  return url !== null && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The PDF viewer's `?file=`: our own content link on the app's origin (a link made for another
 * host name of ours is moved to this origin), or an https/http link on `contentOrigin`, the file
 * store that presigned links point at (the server's `contentOrigin`); null for anything else.
 */
export function ownContentUrl(
  value: string | null,
  appOrigin: string,
  contentOrigin: string | null = null,
): URL | null {
  if (!value) return null;
  try {
    const url = new URL(toAppOrigin(value, appOrigin), appOrigin);
    if (url.origin === appOrigin && OWN_CONTENT.test(url.pathname)) return url;
    return contentOrigin !== null && url.origin === contentOrigin && /^https?:$/.test(url.protocol)
      ? url
      : null;
  } catch {
    return null;
  }
}
