import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type VerifiedIdentity } from '../auth/verifier';
import { AppError, RateLimitedError, unauthorized } from '../errors';
import type { CurrentUser } from '../auth/current-user';
import type { AppContext } from './context';
import { RATE_LIMIT_MESSAGES } from './rate-limiter';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token's identity, on /api calls that carry one. */
    identity: VerifiedIdentity | null;
    /** The caller's row; null when the identity has no account (only POST /api/v1/users makes one). */
    currentUser: CurrentUser | null;
  }
}

/** Paths under /api that need no token and are never limited: the app cannot start without them. */
const OPEN = [/^\/api\/v1\/client-config$/, /^\/api\/health$/];
/** Signed by Stripe instead of a token; the route checks the signature. */
const WEBHOOK = /^\/api\/v1\/subscriptions\/webhook$/;
/** Signed file links: the route checks the signature and counts the call. */
const SIGNED = /^\/api\/v1\/files\/\d+\/content\//;

/**
 * Verifies the bearer ID token before the body is read (so an anonymous upload is refused
 * without being received), derives the user from the token alone, and applies the limits:
 * per user when the token is good, per address when it is missing or bad.
 */
export function installAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/ws/')) {
      // Sockets sign in with their first message; an address that keeps failing is turned away.
      const wait = ctx.limits.anonymousBlocked(request.ip);
      if (wait !== null) throw new RateLimitedError(RATE_LIMIT_MESSAGES.anonymous, wait);
      return;
    }
    if (!path.startsWith('/api/') || OPEN.some((re) => re.test(path)) || SIGNED.test(path)) return;
    if (WEBHOOK.test(path)) {
      // Stripe retries on its own schedule; an address sending bad signatures is limited.
      const wait = ctx.limits.anonymousBlocked(request.ip);
      if (wait !== null) throw new RateLimitedError(RATE_LIMIT_MESSAGES.anonymous, wait);
      return;
    }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    let identity: VerifiedIdentity;
    try {
      if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.missing);
      identity = await ctx.verifier.verify(match[1].trim());
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        ctx.limits.anonymousCall(request.ip);
      }
      throw error;
    }
    ctx.limits.user(`uid:${identity.uid}`);
    request.identity = identity;
    request.currentUser = await ctx.users.find(identity);
  });
}

/** The caller's account, or 401: a token alone (say, of a deleted account) is not an account. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (request.currentUser) return request.currentUser;
  throw unauthorized(request.identity ? AUTH_MESSAGES.noAccount : AUTH_MESSAGES.missing);
}

export function identityOf(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw unauthorized(AUTH_MESSAGES.missing);
  return request.identity;
}
