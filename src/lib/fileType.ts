import { isYoutubeLink, parseYoutubeId } from './youtube';

export type ViewerType = 'youtube' | 'pdf' | 'video' | 'image' | 'unknown';

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Lower-case extension of a URL or file name, ignoring query string and fragment. */
export function extensionOf(value: string): string {
  const path = stripQueryAndHash(value);
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

export function stripQueryAndHash(value: string): string {
  return value.split('#')[0]?.split('?')[0] ?? '';
}

function typeOf(value: string): ViewerType {
  if (isYoutubeLink(value) && parseYoutubeId(value)) return 'youtube';
  const ext = extensionOf(value);
  if (ext === 'pdf') return 'pdf';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  return 'unknown';
}

/**
 * SPEC point 2 (File viewer): the type from file_url or file name. The URL is tried first;
 * signed URLs often carry no extension, so the name decides then.
 */
export function detectFileType(
  fileUrl: string | null | undefined,
  fileName?: string | null,
): ViewerType {
  for (const value of [fileUrl, fileName]) {
    if (!value) continue;
    const type = typeOf(value);
    if (type !== 'unknown') return type;
  }
  return 'unknown';
}

/** The server's own file_type, when it names a viewer type, wins over guessing. */
export function viewerTypeOf(file: {
  file_type?: string | null;
  file_url: string | null;
  file_name: string;
}): ViewerType {
  const t = file.file_type;
  if (t === 'youtube' || t === 'pdf' || t === 'video' || t === 'image') return t;
  return detectFileType(file.file_url, file.file_name);
}
