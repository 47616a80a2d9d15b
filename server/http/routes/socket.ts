import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE, SocketAuth } from '../../../contract/socket';
import type { AppContext } from '../context';

const AUTH_TIMEOUT_MS = 10_000;

/**
 * /ws/{uid}: the first message must be `{type:"auth", token}` for that uid and an existing
 * account; then events flow. Sign-ins are limited per user, failed ones per address.
 */
export async function socketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { uid: string } }>('/ws/:uid', { websocket: true }, (socket, request) => {
    const { uid } = request.params;
    let authenticated = false;
    const timer = setTimeout(() => {
      if (!authenticated) socket.close(SOCKET_CLOSE.authTimeout, 'Authentication timed out');
    }, AUTH_TIMEOUT_MS);
    socket.once('close', () => clearTimeout(timer));
    const refuse = (code: number, reason: string) => {
      try {
        ctx.limits.anonymousCall(request.ip);
      } catch {
        // Over the limit: the next upgrade from this address is refused with a 429.
      }
      socket.close(code, reason);
    };

    // Every failure below closes the socket, so the listener never leaves a promise rejected.
    const authenticate = async (raw: Buffer): Promise<void> => {
      let message: unknown;
      try {
        message = JSON.parse(raw.toString('utf8'));
      } catch {
        message = null;
      }
      const auth = SocketAuth.safeParse(message);
      if (!auth.success) {
        refuse(SOCKET_CLOSE.missingToken, 'First message must be {"type":"auth","token":...}');
        return;
      }
      let user;
      try {
        const identity = await ctx.verifier.verify(auth.data.token);
        if (identity.uid !== uid) {
          refuse(SOCKET_CLOSE.wrongUser, 'Token does not belong to this user');
          return;
        }
        user = await ctx.users.find(identity);
      } catch {
        refuse(SOCKET_CLOSE.invalidToken, 'Invalid or expired token');
        return;
      }
      if (!user) {
        refuse(SOCKET_CLOSE.invalidToken, 'No account for this token');
        return;
      }
      if (ctx.limits.socket(user.id) !== null) {
        socket.close(SOCKET_CLOSE.tooManyConnections, 'Too many connections; wait a minute');
        return;
      }
      authenticated = true;
      clearTimeout(timer);
      if (socket.readyState !== socket.OPEN) return;
      ctx.hub.add(user.id, socket);
      socket.send(JSON.stringify({ event: 'authenticated' }));
    };
    socket.once('message', (raw: Buffer) => void authenticate(raw));
  });
}
