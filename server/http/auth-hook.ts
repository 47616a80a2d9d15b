import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { CurrentUser } from '../auth/current-user';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** Paths under /api that need no token. */
const PUBLIC = [
  /^\/api\/v1\/client-config$/,
  /^\/api\/health$/,
  /^\/api\/v1\/files\/\d+\/content\//,
];

/**
 * Verifies the bearer ID token before the body is read (so an anonymous upload is refused
 * without being received) and derives the user from the token alone.
 */
export function installAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || PUBLIC.some((re) => re.test(path))) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Missing bearer token. Sign in and try again.');
    const identity = await ctx.verifier.verify(match[1].trim());
    request.currentUser = await ctx.users.ensure(identity);
  });
}

export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** `https://host:port` of the request, for absolute file links. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
