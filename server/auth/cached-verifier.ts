import { unauthorized } from '../errors';
import { AUTH_MESSAGES, type IdentityVerifier, type VerifiedIdentity } from './verifier';

interface Entry {
  identity: VerifiedIdentity;
  expiresAtMs: number;
  /** When this verification must be repeated (a revocation made elsewhere is seen by then). */
  recheckAtMs: number;
}

/** How long a verified token is trusted before firebase-admin checks it (and revocation) again. */
export const RECHECK_MS = 5 * 60_000;

/** Sessions ended here or in another process (told through the event bus): uid -> seconds. */
export class SessionRevocations {
  private readonly endedAt = new Map<string, number>();

  /** Tokens of `uid` from sign-ins before `atSeconds` are refused from now on. */
  revoke(uid: string, atSeconds: number): void {
    this.endedAt.set(uid, Math.max(atSeconds, this.endedAt.get(uid) ?? 0));
    // Entries older than the longest token life (1 h) protect nothing any more.
    const horizon = Date.now() / 1000 - 3600;
    for (const [key, at] of this.endedAt) if (at < horizon) this.endedAt.delete(key);
  }

  /** Sign-ins in the very second of the revocation count as before it (firebase-admin lets them by). */
  isRevoked(identity: VerifiedIdentity): boolean {
    const at = this.endedAt.get(identity.uid);
    return at !== undefined && identity.authTime <= at;
  }
}

/**
 * Remembers verified tokens for at most RECHECK_MS (and never past their expiry), so a client's
 * many calls cost one check; sessions ended through this verifier, or announced by another
 * process, are refused at once. Bounded: the oldest entries go first.
 */
export function cachedVerifier(
  inner: IdentityVerifier,
  revocations = new SessionRevocations(),
  maxEntries = 10_000,
): IdentityVerifier & { revocations: SessionRevocations } {
  const cache = new Map<string, Entry>();
  const refuseRevoked = (identity: VerifiedIdentity) => {
    if (revocations.isRevoked(identity)) throw unauthorized(AUTH_MESSAGES.revoked);
    return identity;
  };
  const end = (uid: string) => {
    revocations.revoke(uid, Math.floor(Date.now() / 1000));
    for (const [token, entry] of cache) if (entry.identity.uid === uid) cache.delete(token);
  };
  return {
    revocations,
    async verify(idToken) {
      const hit = cache.get(idToken);
      const now = Date.now();
      if (hit) {
        if (hit.expiresAtMs <= now) {
          cache.delete(idToken);
          throw unauthorized(AUTH_MESSAGES.expired);
        }
        if (hit.recheckAtMs > now) return refuseRevoked(hit.identity);
        cache.delete(idToken);
      }
      const identity = refuseRevoked(await inner.verify(idToken));
      const exp = expiryOf(idToken);
      if (exp !== null) {
        if (cache.size >= maxEntries) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(idToken, {
          identity,
          expiresAtMs: exp * 1000,
          recheckAtMs: Math.min(exp * 1000, now + RECHECK_MS),
        });
      }
      return identity;
    },
    async revokeSessions(uid) {
      end(uid);
      await inner.revokeSessions(uid);
    },
    async deleteIdentity(uid) {
      end(uid);
      await inner.deleteIdentity(uid);
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
