import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../auth/current-user';
import {
  CreateHistoryBody,
  CreateHistoryQuery,
  HistoryIdParams,
  SendMessageQuery,
} from '../../../contract/chat';
import { SyncQuery } from '../../../contract/sync';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

/**
 * The chat calls. With Stripe billing, starting a chat and asking the assistant need an active
 * subscription or trial (SPEC point 6); listing and deleting one's own chats do not (they are the
 * student's data, and the device mirrors them).
 */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const chatUser = async (req: FastifyRequest): Promise<CurrentUser> => {
    const user = userOf(req);
    await ctx.billing.requireChat(user);
    return user;
  };
  const create = async (query: unknown, body: unknown, user: CurrentUser) => {
    const q = parse(CreateHistoryQuery, query, 'query');
    const b = parse(CreateHistoryBody, body, 'body');
    return ctx.chat.create(user, b?.title ?? q.title, b?.file_ids ?? []);
  };

  app.get('/api/v1/histories', async (req) => {
    const user = userOf(req);
    const { updated_since } = parse(SyncQuery, req.query, 'query');
    if (updated_since !== undefined) return ctx.chat.changes(user, updated_since);
    return { items: await ctx.chat.list(user) };
  });
  app.post('/api/v1/histories', async (req) => create(req.query, req.body, await chatUser(req)));
  app.post('/api/chat/history', async (req) => create(req.query, req.body, await chatUser(req)));
  app.delete('/api/chat/history/:id', async (req) => {
    const { id } = parse(HistoryIdParams, req.params, 'path');
    await ctx.chat.delete(userOf(req), id);
    return { status: 'success', message: 'Chat history deleted' };
  });
  app.post('/api/v1/messages', async (req) =>
    ctx.chat.send(
      await chatUser(req),
      parse(SendMessageQuery, req.query, 'query'),
      ctx.config.publicUrl,
    ),
  );
}
