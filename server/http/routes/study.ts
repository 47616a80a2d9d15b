import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '../../../contract/common';
import { SyncQuery, UPDATED_SINCE_START } from '../../../contract/sync';
import type { StudyItemTable } from '../../db/study-items-repository';
import { userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';
import {
  FLASHCARDS,
  KEY_CONCEPTS,
  QUIZ_QUESTIONS,
  studyWrites,
  type StudyResource,
} from './study-resources';

const FileParams = z.object({ id: Id });
const ItemParams = z.object({ id: Id, itemId: Id });

/** List, create, update and delete of one kind of study item under a file. */
function resourceRoutes<T extends StudyItemTable>(
  app: FastifyInstance,
  ctx: AppContext,
  resource: StudyResource<T>,
): void {
  const { table } = resource;
  const writes = studyWrites(ctx, resource);
  const collection = `/api/v1/files/:id/${resource.path}`;
  const member = `${collection}/:itemId`;
  const fileId = (params: unknown) => parse(FileParams, params, 'path').id;
  const itemIds = (params: unknown) => parse(ItemParams, params, 'path');

  app.get(collection, async (req) => {
    const user = userOf(req);
    const id = fileId(req.params);
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    if (updated_since !== undefined) {
      const changes = await ctx.study.changes(table, user, updated_since, limit ?? null, id);
      const records = changes.rows.map(resource.record);
      return { status: 'success', ...resource.listReply(records), sync: changes.sync };
    }
    const rows = await ctx.study.list(table, user, id);
    return { status: 'success', ...resource.listReply(rows.map(resource.record)) };
  });
  // Every item of this kind of the caller's files: what a device mirrors (README "Incremental lists").
  app.get(`/api/v1/${resource.path}`, async (req) => {
    const { updated_since, limit } = parse(SyncQuery, req.query, 'query');
    const since = updated_since ?? UPDATED_SINCE_START;
    const changes = await ctx.study.changes(table, userOf(req), since, limit ?? null);
    const reply = { status: 'success', ...resource.listReply(changes.rows.map(resource.record)) };
    return updated_since === undefined ? reply : { ...reply, sync: changes.sync };
  });
  app.post(collection, (req) => writes.create(userOf(req), fileId(req.params), req.body));
  app[resource.updateMethod](member, (req) => {
    const { id, itemId } = itemIds(req.params);
    return writes.update(userOf(req), id, itemId, req.body);
  });
  app.delete(member, (req) => {
    const { id, itemId } = itemIds(req.params);
    return writes.remove(userOf(req), id, itemId);
  });
}

export async function studyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  resourceRoutes(app, ctx, KEY_CONCEPTS);
  resourceRoutes(app, ctx, FLASHCARDS);
  resourceRoutes(app, ctx, QUIZ_QUESTIONS);
}
