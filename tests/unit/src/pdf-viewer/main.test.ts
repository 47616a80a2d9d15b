// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getDocument = vi.fn(() => ({ promise: new Promise(() => undefined) }));
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/worker.js' }));

const { default: page } = await import('../../../../src/pdf-viewer/index.html?raw');

/** Opens the viewer page at `?file=<value>` and runs its script. */
async function openViewer(value: string) {
  history.replaceState(
    null,
    '',
    `/src/pdf-viewer/index.html?${new URLSearchParams({ file: value }).toString()}`,
  );
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)?.[1] ?? '';
  vi.resetModules();
  await import('../../../../src/pdf-viewer/main');
  await new Promise((r) => setTimeout(r, 0));
}

/** The page downloads the PDF itself (to keep it on the device), then hands pdf.js the bytes. */
const fetchMock = vi.fn(async () => new Response('%PDF-1.7'));

beforeEach(() => {
  getDocument.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the PDF viewer page (issue 18, point 7)', () => {
  it.each([
    'javascript:alert(document.domain)',
    'data:application/pdf;base64,JVBERi0=',
    '//evil.example/x.pdf',
    `${location.origin}/somewhere/else.pdf`,
    '/api/v1/files/x/content/t/a.pdf',
  ])('refuses ?file=%s: nothing loaded, nothing linked', async (value) => {
    await openViewer(value);
    expect(getDocument).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('pdfv-status')?.textContent).toBe(
      'This PDF cannot be shown here.',
    );
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('loads our own content link, also one made for another host name of ours', async () => {
    await openViewer('/api/v1/files/7/content/123.sig/notes.pdf');
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      `${location.origin}/api/v1/files/7/content/123.sig/notes.pdf`,
      { credentials: 'omit' },
    );
    expect(getDocument).toHaveBeenCalledWith({ data: expect.any(Uint8Array) });
    // A content link of another host (PUBLIC_URL's name for this server, or anyone's) is read
    // from this origin only: the signature decides, and nothing leaves for the other host.
    for (const host of ['http://127.0.0.1:8080', 'https://evil.example']) {
      fetchMock.mockClear();
      await openViewer(`${host}/api/v1/files/7/content/123.sig/notes.pdf`);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(fetchMock).toHaveBeenCalledWith(
        `${location.origin}/api/v1/files/7/content/123.sig/notes.pdf`,
        { credentials: 'omit' },
      );
    }
  });

  it('loads a presigned link of the file store the server names (S3_CONTENT_LINKS=presigned), nothing of another origin', async () => {
    const presigned = 'https://files.example/mnemo/3f9a.pdf?X-Amz-Signature=abc';
    await openViewer(presigned);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('pdfv-status')?.textContent).toBe(
      'This PDF cannot be shown here.',
    );

    localStorage.setItem(
      'mnemo.clientConfig',
      JSON.stringify({ contentOrigin: 'https://files.example' }),
    );
    await openViewer(presigned);
    await vi.waitFor(() => expect(getDocument).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(presigned, { credentials: 'omit' });
    fetchMock.mockClear();
    await openViewer('https://evil.example/mnemo/3f9a.pdf');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
