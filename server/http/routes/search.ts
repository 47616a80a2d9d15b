import type { FastifyInstance } from 'fastify';
import { SearchQuery } from '../../../contract/search';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/v1/search', async (req) => {
    const { q, k } = parse(SearchQuery, req.query, 'query');
    return { status: 'success', data: { hits: await ctx.search.search(userOf(req), q, k) } };
  });
}
