import { describe, expect, it, vi } from 'vitest';
import { cachedVerifier, RECHECK_MS } from '../../../../server/auth/cached-verifier';
import type { IdentityVerifier } from '../../../../server/auth/verifier';
import { unsignedIdToken } from '../../../helpers/tokens';

describe('cachedVerifier', () => {
  function counting(): IdentityVerifier & { calls: number } {
    const v = {
      calls: 0,
      async verify(token: string) {
        v.calls += 1;
        if (token === 'bad') throw new Error('invalid');
        return { uid: 'u', email: null, authTime: Math.floor(Date.now() / 1000) - 10 };
      },
      revokeSessions: async () => undefined,
      deleteIdentity: async () => undefined,
      close: async () => undefined,
    };
    return v;
  }

  it('verifies a token once until it expires', async () => {
    const inner = counting();
    const cached = cachedVerifier(inner);
    const token = unsignedIdToken({ uid: 'u', expiresInSeconds: 3600 });
    await cached.verify(token);
    await cached.verify(token);
    expect(inner.calls).toBe(1);
  });

  it('never caches a failure and refuses a cached token after its expiry', async () => {
    const inner = counting();
    const cached = cachedVerifier(inner);
    await expect(cached.verify('bad')).rejects.toThrow();
    await expect(cached.verify('bad')).rejects.toThrow();
    expect(inner.calls).toBe(2);
    const soon = unsignedIdToken({ uid: 'u', expiresInSeconds: 1 });
    await cached.verify(soon);
    await new Promise((r) => setTimeout(r, 1100));
    await expect(cached.verify(soon)).rejects.toThrow(/expired/);
  });

  it('refuses cached tokens of ended sessions at once, and those announced by other processes', async () => {
    const inner = counting();
    const cached = cachedVerifier(inner);
    const token = unsignedIdToken({ uid: 'u', expiresInSeconds: 3600 });
    await cached.verify(token);
    await cached.revokeSessions('u');
    await expect(cached.verify(token)).rejects.toThrow(/signed out of all devices/);

    const other = cachedVerifier(counting());
    await other.verify(token);
    other.revocations.revoke('u', Math.floor(Date.now() / 1000));
    await expect(other.verify(token)).rejects.toThrow(/signed out/);
  });

  it('checks a cached token again after five minutes', async () => {
    vi.useFakeTimers({ now: Date.now() });
    try {
      const inner = counting();
      const cached = cachedVerifier(inner);
      const token = unsignedIdToken({ uid: 'u', expiresInSeconds: 3600 });
      await cached.verify(token);
      vi.advanceTimersByTime(RECHECK_MS + 1000);
      await cached.verify(token);
      expect(inner.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
