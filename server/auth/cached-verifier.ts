import { unauthorized } from '../errors';
import type { IdentityVerifier, VerifiedIdentity } from './verifier';

interface Entry {
  identity: VerifiedIdentity;
  expiresAtMs: number;
}

/**
 * Remembers tokens already verified until they expire, so a client's many calls within the hour
 * cost one signature check. Bounded: the oldest entries go first.
 */
export function cachedVerifier(inner: IdentityVerifier, maxEntries = 10_000): IdentityVerifier {
  const cache = new Map<string, Entry>();
  return {
    async verify(idToken) {
      const hit = cache.get(idToken);
      if (hit) {
        if (hit.expiresAtMs > Date.now()) return hit.identity;
        cache.delete(idToken);
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      const identity = await inner.verify(idToken);
      const exp = expiryOf(idToken);
      if (exp !== null) {
        if (cache.size >= maxEntries) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(idToken, { identity, expiresAtMs: exp * 1000 });
      }
      return identity;
    },
    close: () => inner.close(),
  };
}

/** The `exp` claim of a JWT already verified by the inner verifier. */
function expiryOf(token: string): number | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
