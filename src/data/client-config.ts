// GET /api/v1/client-config, checked by hand against contract/config's shape rather than with
// the schema: the sign-in page needs the config and must not load zod and the API schemas for
// it (tests/unit/src/data/client-config.test.ts holds this check to the schema).
import type { ClientConfig } from '../../contract/config';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/constants';
import { ApiError, INVALID_RESPONSE, parseBody, read, send } from './api';
import { CONFIG_CACHE_KEY } from './telemetry-config';

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNullableString: Check = (value) => value === null || typeof value === 'string';

const FIREBASE_FIELDS: Record<keyof ClientConfig['firebase'], Check> = {
  apiKey: isString,
  authDomain: isString,
  projectId: isString,
  appId: isNullableString,
};

const FIELDS: Record<Exclude<keyof ClientConfig, 'firebase'>, Check> = {
  authEmulatorUrl: isNullableString,
  billing: (value) => value === 'free' || value === 'stripe',
  stripePublishableKey: isNullableString,
  posthogKey: isNullableString,
  posthogHost: isNullableString,
  sentryDsn: isNullableString,
  contentOrigin: isNullableString,
  // A copy cached by an older version has none: the default limit applies.
  maxUploadBytes: (value) =>
    value === undefined || (Number.isInteger(value) && (value as number) > 0),
};

function fieldsHold(value: unknown, fields: Record<string, Check>): value is object {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return Object.entries(fields).every(([key, check]) => check(record[key]));
}

/** The config when `body` has its shape (extra fields dropped), else null. */
export function parseClientConfig(body: unknown): ClientConfig | null {
  if (!fieldsHold(body, FIELDS)) return null;
  const config = body as ClientConfig;
  if (!fieldsHold(config.firebase, FIREBASE_FIELDS)) return null;
  const pick = <T extends object>(from: T, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, from[key as keyof T]])) as T;
  return {
    ...pick(config, Object.keys(FIELDS)),
    firebase: pick(config.firebase, Object.keys(FIREBASE_FIELDS)),
    maxUploadBytes: config.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
  };
}

/** GET /api/v1/client-config (no token); falls back to the last copy so the app starts offline. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    const response = await send('/api/v1/client-config', {
      headers: { Accept: 'application/json' },
    });
    const body = await read<unknown>(response, undefined);
    const config = parseClientConfig(body);
    if (!config) throw new ApiError(response.status, INVALID_RESPONSE, body);
    localStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = parseClientConfig(parseBody(localStorage.getItem(CONFIG_CACHE_KEY) ?? ''));
    if (cached) return cached;
    throw error;
  }
}
