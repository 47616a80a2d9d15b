// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, detailOf, getIdToken, setTokenSource } from '../../../../src/data/api';
import { fetchClientConfig } from '../../../../src/data/client-config';
import { TEST_CONFIG } from '../app/fake-session';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('apiFetch', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setTokenSource(async () => 'token-1');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setTokenSource(null);
  });

  it('sends the bearer token and JSON headers for a string body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: 1 }));
    await apiFetch('/api/v1/users', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/v1/users');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the content type of FormData to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await apiFetch('/api/v1/files', { method: 'POST', body: new FormData() });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('validates with the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ n: 2 }));
    await expect(apiFetch('/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({
      n: 2,
    });
    fetchMock.mockResolvedValue(jsonResponse({ n: 'two' }));
    const error = await failure(apiFetch('/x', { schema: z.object({ n: z.number() }) }));
    expect(error.detail).toBe('Invalid response format from server');
  });

  it('returns undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with a string detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'File not found' }, 404));
    const error = await failure(apiFetch('/x', {}));
    expect(error.status).toBe(404);
    expect(error.detail).toBe('File not found');
    expect(error.body).toEqual({ detail: 'File not found' });
  });

  it('flattens a detail list to its messages joined by "; "', async () => {
    const body = {
      detail: [
        { msg: 'must not be blank', loc: ['body', 'question'] },
        { msg: 'is too long', loc: ['body', 'answer'] },
      ],
    };
    fetchMock.mockResolvedValue(jsonResponse(body, 422));
    const error = await failure(apiFetch('/x', {}));
    expect(error.detail).toBe('must not be blank; is too long');
    expect(detailOf({})).toBeNull();
  });

  it('falls back to the status when the body has no detail', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = await failure(apiFetch('/x', {}));
    expect(error.status).toBe(500);
    expect(error.detail).toBe('HTTP error! status: 500');
  });

  it('maps a network failure to status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiFetch('/x', {}));
    expect(error.status).toBe(0);
    expect(error.detail).toBe('Failed to communicate with the server.');
  });

  it('refuses to call without a signed-in user', async () => {
    setTokenSource(null);
    expect(await getIdToken()).toBeNull();
    const error = await failure(apiFetch('/x', {}));
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Authentication session expired. Please refresh.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchClientConfig', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls without a token and keeps a copy for offline starts', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(TEST_CONFIG));
    await expect(fetchClientConfig()).resolves.toEqual(TEST_CONFIG);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchClientConfig()).resolves.toEqual(TEST_CONFIG);
  });

  it('fails when offline on a first visit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchClientConfig()).rejects.toBeInstanceOf(ApiError);
  });
});
