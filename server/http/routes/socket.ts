import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE, SocketAuth } from '../../../contract/socket';
import { originOf } from '../auth-hook';
import type { AppContext } from '../context';

const AUTH_TIMEOUT_MS = 10_000;

/** /ws/{uid}: the first message must be `{type:"auth", token}` for that uid; then events flow. */
export async function socketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { uid: string } }>('/ws/:uid', { websocket: true }, (socket, request) => {
    const { uid } = request.params;
    let authenticated = false;
    const timer = setTimeout(() => {
      if (!authenticated) socket.close(SOCKET_CLOSE.authTimeout, 'Authentication timed out');
    }, AUTH_TIMEOUT_MS);
    socket.once('close', () => clearTimeout(timer));

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
        socket.close(
          SOCKET_CLOSE.missingToken,
          'First message must be {"type":"auth","token":...}',
        );
        return;
      }
      try {
        const identity = await ctx.verifier.verify(auth.data.token);
        if (identity.uid !== uid) {
          socket.close(SOCKET_CLOSE.wrongUser, 'Token does not belong to this user');
          return;
        }
        const user = await ctx.users.ensure(identity);
        authenticated = true;
        clearTimeout(timer);
        if (socket.readyState !== socket.OPEN) return;
        ctx.hub.add(user.id, socket, originOf(request));
        socket.send(JSON.stringify({ event: 'authenticated' }));
      } catch {
        socket.close(SOCKET_CLOSE.invalidToken, 'Invalid or expired token');
      }
    };
    socket.once('message', (raw: Buffer) => void authenticate(raw));
  });
}
