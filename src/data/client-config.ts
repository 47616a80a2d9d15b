import { ClientConfig } from '../../contract';
import { parseBody, read, send } from './api';

const CONFIG_CACHE_KEY = 'mnemo.clientConfig';

/** GET /api/v1/client-config (no token); falls back to the last copy so the app starts offline. */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    const response = await send('/api/v1/client-config', {
      headers: { Accept: 'application/json' },
    });
    const config = await read(response, ClientConfig);
    localStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = ClientConfig.safeParse(parseBody(localStorage.getItem(CONFIG_CACHE_KEY) ?? ''));
    if (cached.success) return cached.data;
    throw error;
  }
}
