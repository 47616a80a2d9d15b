import type { z } from 'zod';
import { textOf } from '../lib/i18n/current';

export const NETWORK_ERROR = 'Failed to communicate with the server.';
export const SESSION_EXPIRED = 'Authentication session expired. Please refresh.';
export const INVALID_RESPONSE = 'Invalid response format from server';

/** The texts above as a section of the catalogue: an error says it in the language shown then. */
export const API_ERRORS = {
  network: NETWORK_ERROR,
  sessionExpired: SESSION_EXPIRED,
  invalidResponse: INVALID_RESPONSE,
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    apiErrors: typeof API_ERRORS;
  }
}

const says = () => textOf('apiErrors', API_ERRORS);

/**
 * A failed API call: `status` 0 means the server was not reached; `noToken` that the call was
 * never made, for want of a signed-in user's token (status 401).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;
  readonly noToken: boolean;

  constructor(status: number, detail: string, body: unknown = null, noToken = false) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.body = body;
    this.noToken = noToken;
  }
}

type TokenSource = (forceRefresh?: boolean) => Promise<string | null>;
let tokenSource: TokenSource | null = null;

/**
 * Who hears whether a call reached the server (the page's connectivity store); none in the
 * service worker. A gateway's "bad gateway" or "timeout" (502, 504: a proxy in front of a server
 * that is down) counts as the server not reached; our own server never answers them.
 */
type ReachabilityReporter = (reached: boolean) => void;
let reachabilityReporter: ReachabilityReporter | null = null;
const GATEWAY_ERRORS = new Set([502, 504]);

export function setReachabilityReporter(reporter: ReachabilityReporter | null): void {
  reachabilityReporter = reporter;
}

/** The session registers how to get the current user's ID token (set on start, cleared never). */
export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source;
}

/** The Firebase ID token of the signed-in user, or null when signed out. */
export async function getIdToken(forceRefresh = false): Promise<string | null> {
  return tokenSource ? tokenSource(forceRefresh) : null;
}

/** `detail` of an error body as one line: a list of problems becomes their `msg`s joined by '; '. */
export function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('detail' in body)) return null;
  const detail: unknown = body.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((item: unknown) =>
        item && typeof item === 'object' && 'msg' in item ? String(item.msg) : null,
      )
      .filter((msg): msg is string => Boolean(msg));
    return msgs.length > 0 ? msgs.join('; ') : null;
  }
  return null;
}

export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reachabilityReporter?.(false);
    throw new ApiError(0, says().network, null);
  }
  reachabilityReporter?.(!GATEWAY_ERRORS.has(response.status));
  return response;
}

export async function read<T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> {
  const text = await response.text();
  const body = parseBody(text);
  if (!response.ok) {
    console.error(`API ${response.status} ${response.url}: ${text}`);
    const detail =
      detailOf(body) ?? (response.statusText || `HTTP error! status: ${response.status}`);
    throw new ApiError(response.status, detail, body);
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`API ${response.url}: unexpected response`, parsed.error.issues);
    throw new ApiError(response.status, says().invalidResponse, body);
  }
  return parsed.data;
}

/**
 * A call to the Mnemo API as the signed-in user: bearer token, JSON headers for string bodies,
 * JSON parsing, optional zod validation. Throws ApiError on any failure.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { schema?: z.ZodType<T> } = {},
): Promise<T> {
  const { schema, ...request } = init;
  const token = await getIdToken();
  if (!token) throw new ApiError(401, says().sessionExpired, null, true);
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  if (typeof request.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await send(path, { ...request, headers });
  return read(response, schema);
}
