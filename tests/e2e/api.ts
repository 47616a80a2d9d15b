// The server's API as a test calls it from Node, with a student's Firebase ID token.

export interface Api {
  token: string;
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string): Promise<T>;
  /** Uploads a text file as the student and waits until the server has processed it; its id. */
  uploadText(name: string, text: string): Promise<number>;
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
  async function uploadText(name: string, text: string): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([text]), name);
    const uploaded = await fetch(`${appUrl}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!uploaded.ok) throw new Error(`upload ${name}: ${uploaded.status}`);
    const { data } = (await uploaded.json()) as { data: { files: { id: number }[] } };
    const id = data.files[0]?.id ?? 0;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const files = await json<{ items: { id: number; status: string }[] }>('GET', '/api/v1/files');
      const status = files.items.find((f) => f.id === id)?.status;
      if (status === 'processed') return id;
      if (status === 'failed') throw new Error(`${name} failed to process`);
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} not processed within 60 s`);
  }
  return { token, json, get: (p) => json('GET', p), uploadText };
}
