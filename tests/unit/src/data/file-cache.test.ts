// The content of opened files, kept per user and keyed by file id (not by the signed URL).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearKeptFiles,
  fileCacheName,
  forgetFiles,
  keepFile,
  keptFile,
  keptFileIds,
  keptFilesUsage,
} from '../../../../src/data/file-cache';
import { memoryCaches } from './fake-caches';

let caches: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('self', { location: { origin: 'http://app.test' } });
});
afterEach(() => vi.unstubAllGlobals());

const pdf = (text: string) => new Blob([text], { type: 'application/pdf' });

describe('files kept on this device', () => {
  it('keys a file by its id, so any later link to it finds the same copy', async () => {
    const ada = fileCacheName('ada');
    await keepFile(ada, 7, pdf('%PDF-1.7 seven'));
    const kept = await keptFile(ada, 7);
    expect(await kept?.text()).toBe('%PDF-1.7 seven');
    expect(kept?.type).toBe('application/pdf');
    // One entry per file, whatever its signed URL: the key names the id only.
    const [entry] = [...(caches.stores.get(ada)?.keys() ?? [])];
    expect(entry).toBe('http://app.test/__mnemo/file-content/7');
    expect(await keptFile(ada, 8)).toBeNull();
  });

  it('keeps each user apart, and a second keep replaces the first', async () => {
    const ada = fileCacheName('ada');
    const bob = fileCacheName('bob');
    expect(ada).not.toBe(bob);
    await keepFile(ada, 1, pdf('old'));
    await keepFile(ada, 1, pdf('newer'));
    await keepFile(bob, 1, pdf('bob'));
    expect(await (await keptFile(ada, 1))?.text()).toBe('newer');
    expect(await (await keptFile(bob, 1))?.text()).toBe('bob');
  });

  it('says how many files are kept and their size, forgets some, clears all', async () => {
    const ada = fileCacheName('ada');
    expect(await keptFilesUsage(ada)).toEqual({ files: 0, bytes: 0 });
    await keepFile(ada, 1, pdf('12345'));
    await keepFile(ada, 2, pdf('1234567890'));
    await keepFile(ada, 3, new Blob(['x'], { type: 'image/png' }));
    expect(await keptFilesUsage(ada)).toEqual({ files: 3, bytes: 16 });
    expect((await keptFileIds(ada)).sort()).toEqual([1, 2, 3]);
    await forgetFiles(ada, [2]);
    expect((await keptFileIds(ada)).sort()).toEqual([1, 3]);
    await clearKeptFiles(ada);
    expect(await caches.has(ada)).toBe(false);
    expect(await keptFilesUsage(ada)).toEqual({ files: 0, bytes: 0 });
  });
});
