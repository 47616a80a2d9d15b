import { textOf } from './i18n/current';

export const UNKNOWN_ERROR = 'An unknown error occurred';
/** SPEC point 8: the viewer's fetches with no signed-in user's token. */
export const USER_TOKEN_MISSING = 'User token not available';

/** SPEC point 8 "Generic" texts, a section of the catalogue. */
export const ERROR_TEXT = {
  unknown: UNKNOWN_ERROR,
  tokenMissing: USER_TOKEN_MISSING,
  fetchFailed: (what: string, status: string) => `Failed to fetch ${what}: ${status}`,
  /** What the viewer's fetches fetch, as `fetchFailed` names them. */
  subjects: { keyConcepts: 'key concepts', flashcards: 'flashcards', quizzes: 'quizzes' },
  malformed: {
    keyConcepts: 'Invalid response format from server',
    flashcards: 'API returned malformed data structure for flashcards',
    quizzes: 'API returned malformed data structure for quizzes',
  },
} as const;

declare module './i18n/sections' {
  interface Sections {
    errors: typeof ERROR_TEXT;
  }
}

export type FetchSubject = keyof typeof ERROR_TEXT.subjects;
const says = () => textOf('errors', ERROR_TEXT);

/** The shape of the data layer's ApiError, read structurally so lib/ stays a leaf. */
interface ApiErrorLike {
  status: number;
  detail: string;
  body: unknown;
  /** The call was never made: no signed-in user's token. */
  noToken?: boolean;
}

function isApiErrorLike(error: unknown): error is ApiErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'detail' in error &&
    typeof error.status === 'number' &&
    typeof error.detail === 'string'
  );
}

/** The one error-to-text helper: the API detail, an Error's message, or `fallback`. */
export function errorText(error: unknown, fallback: string = says().unknown): string {
  if (isApiErrorLike(error)) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

export function errorStatus(error: unknown): number | null {
  return isApiErrorLike(error) ? error.status : null;
}

/**
 * The server could not be reached (no network, or a gateway answering for a server that is
 * down): the app shows what this device has, without an error.
 */
export function isUnreachable(error: unknown): boolean {
  if (!isApiErrorLike(error)) return false;
  return error.status === 0 || error.status === 502 || error.status === 504;
}

/** True when the body carried a `detail` (so the text came from the server, not the status). */
export function hasBodyDetail(error: unknown): boolean {
  return (
    isApiErrorLike(error) &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'detail' in error.body
  );
}

/** True when no call was made for want of a signed-in user's token. */
export function isNoToken(error: unknown): boolean {
  return isApiErrorLike(error) && error.noToken === true;
}

/**
 * The text of a non-OK answer: the body's detail, else the body itself when it is plain text,
 * else the status text.
 */
export function responseText(error: unknown): string {
  if (!isApiErrorLike(error)) return errorText(error);
  if (hasBodyDetail(error)) return error.detail;
  if (typeof error.body === 'string' && error.body.trim()) return error.body.trim();
  return error.detail;
}

/** True when the API answered 2xx but the body did not have the expected shape. */
export function isMalformed(error: unknown): boolean {
  return isApiErrorLike(error) && error.status >= 200 && error.status < 300;
}

/**
 * SPEC point 8 viewer fetches: the body's detail; for a malformed 2xx answer `malformed`;
 * otherwise 'Failed to fetch {what}: {status text}'.
 */
export function fetchErrorText(
  error: unknown,
  what: string,
  malformed: string,
  subject?: FetchSubject,
): string {
  if (!isApiErrorLike(error)) return errorText(error);
  const text = says();
  if (error.noToken) return text.tokenMissing;
  if (isMalformed(error)) return subject ? text.malformed[subject] : malformed;
  if (error.status === 0 || hasBodyDetail(error)) return error.detail;
  return text.fetchFailed(subject ? text.subjects[subject] : what, error.detail);
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && key in body
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

/**
 * SPEC point 8 (key concept create): detail (a list of msg plus location, or a string), or
 * message, or error, or the status text with the code.
 */
export function createErrorText(error: unknown): string {
  if (!isApiErrorLike(error) || error.status === 0) return errorText(error);
  const detail = field(error.body, 'detail');
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail) && detail.length > 0) {
    return detail
      .map((item: unknown) => {
        const msg = field(item, 'msg');
        const loc = field(item, 'loc');
        const where = Array.isArray(loc) ? loc.join('.') : '';
        return where ? `${String(msg)} (${where})` : String(msg);
      })
      .join('; ');
  }
  for (const key of ['message', 'error']) {
    const value = field(error.body, key);
    if (typeof value === 'string' && value) return value;
  }
  return `${error.detail} (${error.status})`;
}

/** The server's detail; else '{prefix}: {status text}' for an HTTP failure; else `fallback`. */
export function mutationErrorText(error: unknown, prefix: string, fallback: string): string {
  if (hasBodyDetail(error)) return errorText(error, fallback);
  if (isApiErrorLike(error) && error.status > 0) return `${prefix}: ${error.detail}`;
  return fallback;
}
