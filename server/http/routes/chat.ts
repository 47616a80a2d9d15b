import type { FastifyInstance } from 'fastify';
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

export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const create = async (query: unknown, body: unknown, user: ReturnType<typeof userOf>) => {
    const q = parse(CreateHistoryQuery, query, 'query');
    const b = parse(CreateHistoryBody, body, 'body');
    return ctx.chat.create(user, b?.title ?? q.title, b?.file_ids ?? []);
  };

  app.get('/api/v1/histories', async (req) => {
    const { updated_since } = parse(SyncQuery, req.query, 'query');
    if (updated_since !== undefined) return ctx.chat.changes(userOf(req), updated_since);
    return { items: await ctx.chat.list(userOf(req)) };
  });
  app.post('/api/v1/histories', async (req) => create(req.query, req.body, userOf(req)));
  app.post('/api/chat/history', async (req) => create(req.query, req.body, userOf(req)));
  app.delete('/api/chat/history/:id', async (req) => {
    const { id } = parse(HistoryIdParams, req.params, 'path');
    await ctx.chat.delete(userOf(req), id);
    return { status: 'success', message: 'Chat history deleted' };
  });
  app.post('/api/v1/messages', async (req) =>
    ctx.chat.send(userOf(req), parse(SendMessageQuery, req.query, 'query'), ctx.config.publicUrl),
  );
}
