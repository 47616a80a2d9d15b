// The telemetry keys of GET /api/v1/client-config, read by hand rather than with the API
// schemas: the home page sets analytics up with them and loads no zod for it.
import type { TelemetryConfig } from '../telemetry/setup';
import { parseBody, send } from './api';

/** Where the last client config is kept (data/client-config writes it). */
export const CONFIG_CACHE_KEY = 'mnemo.clientConfig';

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function telemetryKeysOf(body: unknown): TelemetryConfig | null {
  if (!body || typeof body !== 'object') return null;
  const config = body as Record<string, unknown>;
  return {
    posthogKey: stringOrNull(config.posthogKey),
    posthogHost: stringOrNull(config.posthogHost),
    sentryDsn: stringOrNull(config.sentryDsn),
  };
}

/** The keys from the server, or from the last config this device kept when it is offline. */
export async function fetchTelemetryConfig(): Promise<TelemetryConfig | null> {
  try {
    const response = await send('/api/v1/client-config', {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return telemetryKeysOf(parseBody(await response.text()));
  } catch {
    // Offline: the kept copy below.
  }
  return telemetryKeysOf(parseBody(localStorage.getItem(CONFIG_CACHE_KEY) ?? ''));
}
