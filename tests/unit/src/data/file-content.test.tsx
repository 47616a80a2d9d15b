// @vitest-environment jsdom
// What the viewer shows: the copy kept on this device (offline too), else the server's content
// with a fresh link, kept on the way for next time.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeUserDb, freshDb } from './real-db';
import { memoryCaches } from './fake-caches';
import { fileRecord } from '../fixtures';

/** The Blob of fetch's Response (jsdom's own cannot be a Response body; a browser's can). */
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
const apiFetch = vi.fn();
vi.mock('../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const { keepFile, keptFile, keptFileIds } = await import('../../../../src/data/file-cache');
const { fileCacheOf, pruneKeptFiles, useFileSource } =
  await import('../../../../src/data/file-content');
const { reportReachability } = await import('../../../../src/data/connectivity');

const fetchMock = vi.fn();
let online = true;
let db: ReturnType<typeof freshDb>;

beforeEach(() => {
  // jsdom's Blob cannot be a Response body; a browser's (and Node's) can.
  vi.stubGlobal('Blob', NodeBlob);
  db = freshDb();
  vi.stubGlobal('caches', memoryCaches());
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:kept');
  URL.revokeObjectURL = vi.fn();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  online = true;
  reportReachability(true);
  apiFetch.mockReset();
  fetchMock.mockReset();
  // The server signs a new link each time the file is asked for.
  apiFetch.mockImplementation(async (path: string) =>
    fileRecord(Number(path.split('/').at(-1)), { file_url: '/content/fresh.pdf' }),
  );
  fetchMock.mockImplementation(
    async () => new Response(new Blob(['bytes'], { type: 'application/pdf' })),
  );
});
afterEach(() => {
  cleanup();
  closeUserDb();
  vi.unstubAllGlobals();
});

const goOffline = () => {
  online = false;
  reportReachability(false);
};
const viewed = (id: number, size: number | null = 5) => ({
  id,
  file_url: '/content/expired.pdf',
  size_bytes: size,
});

describe('useFileSource', () => {
  it('hands a PDF to the viewer page with a fresh link, asking it to keep the PDF', async () => {
    const { result } = renderHook(() => useFileSource(viewed(3), 'pdf'));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current).toEqual({
      state: 'ready',
      url: '/content/fresh.pdf',
      kept: false,
      cacheName: fileCacheOf(db),
    });
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/files/3', expect.anything());
  });

  it('offline, shows what this device kept, and says so when it kept nothing', async () => {
    await keepFile(fileCacheOf(db), 4, new Blob(['img'], { type: 'image/png' }));
    goOffline();
    const kept = renderHook(() => useFileSource(viewed(4), 'image'));
    await waitFor(() => expect(kept.result.current.state).toBe('ready'));
    expect(kept.result.current).toMatchObject({ url: 'blob:kept', kept: true });
    const pdf = renderHook(() => useFileSource(viewed(4), 'pdf'));
    await waitFor(() => expect(pdf.result.current).toMatchObject({ kept: true }));
    const missing = renderHook(() => useFileSource(viewed(5), 'image'));
    await waitFor(() => expect(missing.result.current.state).toBe('offline'));
    expect(apiFetch).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads an image once, keeps it by file id and shows the copy', async () => {
    const { result } = renderHook(() => useFileSource(viewed(6), 'image'));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', kept: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/content/fresh.pdf');
    expect(await (await keptFile(fileCacheOf(db), 6))?.text()).toBe('bytes');
  });

  it('streams a video and keeps a copy when it is within the size set in Settings', async () => {
    const small = renderHook(() => useFileSource(viewed(7, 10 * 1024 * 1024), 'video'));
    await waitFor(() =>
      expect(small.result.current).toMatchObject({ url: '/content/fresh.pdf', kept: false }),
    );
    await waitFor(async () => expect(await keptFileIds(fileCacheOf(db))).toEqual([7]));
    const large = renderHook(() => useFileSource(viewed(8, 80 * 1024 * 1024), 'video'));
    await waitFor(() => expect(large.result.current).toMatchObject({ cacheName: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keptFileIds(fileCacheOf(db))).toEqual([7]);
  });
});

describe('pruneKeptFiles', () => {
  it('forgets the content of files no longer on this device', async () => {
    await db.files.put(fileRecord(1));
    await keepFile(fileCacheOf(db), 1, new Blob(['a']));
    await keepFile(fileCacheOf(db), 2, new Blob(['b']));
    await pruneKeptFiles(db);
    expect(await keptFileIds(fileCacheOf(db))).toEqual([1]);
  });
});
