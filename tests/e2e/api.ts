// The server's API as a test calls it from Node, with a student's Firebase ID token.

export interface Api {
  token: string;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
}

export function apiOf(appUrl: string, token: string): Api {
  async function json<T>(method: string, p: string, body?: unknown): Promise<T> {
    const response = await fetch(`${appUrl}${p}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${p}: ${response.status}`);
    return (await response.json()) as T;
  }
  return { token, json, get: (p) => json('GET', p) };
}
