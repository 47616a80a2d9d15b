import type { FastifyInstance } from 'fastify';
import { SyncQuery, UPDATED_SINCE_START } from '../../../contract/sync';
import { toChunkRecord } from '../../services/chunks';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';

/** Chunks a device mirrors for search and answers offline (README "Incremental lists"). */
export async function chunkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/v1/chunks', async (req) => {
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    const changes = await ctx.chunks.changes(
      userOf(req),
      updated_since ?? UPDATED_SINCE_START,
      limit ?? null,
    );
    return { items: changes.rows.map(toChunkRecord), sync: changes.sync };
  });
}
