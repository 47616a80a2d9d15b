import { textOf } from './i18n/current';

export const MAX_FILES = 10;
export const ALLOWED_MIME_TYPES = [
  'application/pdf',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
] as const;
export const ACCEPT_ATTRIBUTE = ALLOWED_MIME_TYPES.join(',');

export const ATTACHMENT_MESSAGES = {
  someUnsupported: 'Some attached files have unsupported types and will be ignored.',
  notAdded: (n: number) => `${n} file(s) were not added due to unsupported type.`,
  noneSupported:
    'No supported files selected. Please choose PDF, video, image (JPG, PNG, GIF), or text files.',
  overLimit: (n: number) =>
    `Maximum of ${MAX_FILES} files. Adding first ${n} of the selected supported files.`,
  alreadyFull: `Cannot add more files. Maximum of ${MAX_FILES} files already attached.`,
  sendOverLimit: `Cannot send: Maximum of ${MAX_FILES} files allowed per upload.`,
  nothingValid: 'No valid files to send, and no message typed.',
  nothingToSend: 'Nothing to send. Please type a message or attach files.',
  /** The server's own words for a file over MAX_UPLOAD_MB, said before it is queued. */
  tooLarge: (name: string, mb: number) =>
    `${name} was not added: File is too large. The limit is ${mb} MB per file.`,
} as const;

declare module './i18n/sections' {
  interface Sections {
    attachments: typeof ATTACHMENT_MESSAGES;
  }
}

export function isAllowedType(mime: string): boolean {
  return (ALLOWED_MIME_TYPES as readonly string[]).includes(mime);
}

export interface Notice {
  message: string;
  type: 'warning' | 'error';
}

/** SPEC point 5: which of the picked files join the attachment list, and what to tell the user. */
export function addAttachments<T extends { type: string; name?: string; size?: number }>(
  current: readonly T[],
  picked: readonly T[],
  maxBytes = Infinity,
): { next: T[]; notices: Notice[] } {
  const text = textOf('attachments', ATTACHMENT_MESSAGES);
  const notices: Notice[] = [];
  if (picked.length === 0) return { next: [...current], notices };
  // A file over the server's limit would be refused, and the whole upload with it: it stays out.
  const mb = Math.round(maxBytes / (1024 * 1024));
  const tooLarge = picked.filter((f) => isAllowedType(f.type) && (f.size ?? 0) > maxBytes);
  for (const f of tooLarge)
    notices.push({ message: text.tooLarge(f.name ?? '', mb), type: 'error' });
  const supported = picked.filter((f) => isAllowedType(f.type) && !tooLarge.includes(f));
  if (tooLarge.length > 0 && supported.length === 0) return { next: [...current], notices };
  const rejected = picked.length - supported.length - tooLarge.length;
  if (supported.length === 0) {
    return {
      next: [...current],
      notices: [{ message: text.noneSupported, type: 'error' }],
    };
  }
  if (rejected > 0) notices.push({ message: text.notAdded(rejected), type: 'warning' });
  const room = MAX_FILES - current.length;
  if (room <= 0) {
    notices.push({ message: text.alreadyFull, type: 'error' });
    return { next: [...current], notices };
  }
  if (supported.length > room) {
    notices.push({ message: text.overLimit(room), type: 'warning' });
  }
  return { next: [...current, ...supported.slice(0, room)], notices };
}

export type SendCheck<T> =
  { ok: true; text: string; files: T[]; warning: string | null } | { ok: false; error: string };

/** SPEC point 5: what a send may carry; unsupported files are dropped with a warning. */
export function checkSend<T extends { type: string }>(
  text: string,
  files: readonly T[],
): SendCheck<T> {
  const says = textOf('attachments', ATTACHMENT_MESSAGES);
  const trimmed = text.trim();
  if (!trimmed && files.length === 0) return { ok: false, error: says.nothingToSend };
  const valid = files.filter((f) => isAllowedType(f.type));
  if (valid.length > MAX_FILES) return { ok: false, error: says.sendOverLimit };
  if (!trimmed && valid.length === 0) return { ok: false, error: says.nothingValid };
  const warning = valid.length < files.length ? says.someUnsupported : null;
  return { ok: true, text: trimmed, files: valid, warning };
}
