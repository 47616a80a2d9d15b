import type { FastifyInstance } from 'fastify';
import { ReviewBatch } from '../../../contract/reviews';
import { MAX_SYNC_LIMIT, SyncQuery, UPDATED_SINCE_START } from '../../../contract/sync';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

/** Review logs in (a batch from a device's outbox) and out (every device pulls what is new). */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/v1/reviews', async (req) => {
    const { logs } = parse(ReviewBatch, req.body, 'body');
    const data = await ctx.reviews.record(userOf(req), logs);
    return { status: 'success', message: `${data.accepted.length} review(s) saved`, data };
  });

  // The incremental-list convention (README "Incremental lists"): `updated_since` and `limit`.
  app.get('/api/v1/reviews', async (req) => {
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    const since = updated_since ?? UPDATED_SINCE_START;
    const page = await ctx.reviews.page(userOf(req), since, limit ?? MAX_SYNC_LIMIT);
    return { status: 'success', data: { logs: page.logs, states: page.states }, sync: page.sync };
  });
}
