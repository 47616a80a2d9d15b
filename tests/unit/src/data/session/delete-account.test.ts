// @vitest-environment jsdom
// Account deletion takes the user's data off this device too: their database and the files kept
// for offline viewing; another user's stay. (Sign-out keeps everything: it is the user's.)
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCaches } from '../fake-caches';
import { TEST_USER } from '../../app/fake-session';

/** The Blob of fetch's Response (jsdom's own cannot be a Response body; a browser's can). */
const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
const apiFetch = vi.fn();
vi.mock('../../../../../src/data/api', async (original) => ({
  ...(await original<typeof import('../../../../../src/data/api')>()),
  apiFetch: (...a: unknown[]) => apiFetch(...a),
}));
const { deleteAccount, signOut } = await import('../../../../../src/data/session/account');
const { sessionStore } = await import('../../../../../src/data/session/store');
const { openUserDb, dbName } = await import('../../../../../src/data/db');
const { fileCacheName, keepFile, keptFileIds } = await import('../../../../../src/data/file-cache');

let caches: ReturnType<typeof memoryCaches>;
beforeEach(async () => {
  vi.stubGlobal('Blob', NodeBlob);
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  apiFetch.mockReset();
  apiFetch.mockResolvedValue({ status: 'success', message: 'deleted' });
  await keepFile(fileCacheName(TEST_USER.uid), 1, new Blob(['mine']));
  await keepFile(fileCacheName('someone-else'), 1, new Blob(['theirs']));
  const db = openUserDb(TEST_USER.uid);
  await db.meta.put({ key: 'x', value: 1 });
  sessionStore.set({ user: TEST_USER });
});
afterEach(() => {
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('data on this device at sign-out and account deletion', () => {
  it('sign-out keeps the database and the kept files', async () => {
    await signOut();
    expect(await Dexie.exists(dbName(TEST_USER.uid))).toBe(true);
    expect(await keptFileIds(fileCacheName(TEST_USER.uid))).toEqual([1]);
  });

  it('account deletion removes the database and the kept files of that user only', async () => {
    expect(await deleteAccount()).toEqual({ ok: true });
    expect(apiFetch).toHaveBeenCalledWith('/api/v1/users', { method: 'DELETE' });
    expect(await Dexie.exists(dbName(TEST_USER.uid))).toBe(false);
    expect(await caches.has(fileCacheName(TEST_USER.uid))).toBe(false);
    expect(await keptFileIds(fileCacheName('someone-else'))).toEqual([1]);
  });
});
