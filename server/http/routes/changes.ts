// POST /api/v1/changes: a queue of study-item changes in one request, applied in order, each
// exactly as its single call (same validation, service, reply and errors). A server error stops
// the batch so that what follows is sent again in order; refusals (4xx) do not.
import type { FastifyInstance } from 'fastify';
import { ChangesBody, type ChangeRequest, type ChangeResult } from '../../../contract/changes';
import type { CurrentUser } from '../../auth/current-user';
import { AppError } from '../../errors';
import type { StudyItemTable } from '../../db/study-items-repository';
import { identityOf, userOf } from '../auth-hook';
import type { AppContext } from '../context';
import { parse } from '../validate';
import { STUDY_RESOURCES, studyWrites, type StudyResource } from './study-resources';

/** /api/v1/files/{id}/{kind} or /api/v1/files/{id}/{kind}/{itemId}. */
const STUDY_PATH =
  /^\/api\/v1\/files\/(\d+)\/(key-concepts|flashcards|quiz-questions)(?:\/(\d+))?$/;

/** A batch counts against the rate limit as one call per this many changes (at least one). */
const CHANGES_PER_CALL = 10;

const NOT_A_CHANGE = 'Not a change of a key concept, flashcard or quiz question.';

function apply(ctx: AppContext, user: CurrentUser, change: ChangeRequest): Promise<unknown> | null {
  const match = STUDY_PATH.exec(change.path);
  if (!match) return null;
  const fileId = Number(match[1]);
  const itemId = match[3] === undefined ? null : Number(match[3]);
  const resource = STUDY_RESOURCES.find((r) => r.path === match[2]) as
    StudyResource<StudyItemTable> | undefined;
  if (!resource || !Number.isSafeInteger(fileId) || fileId < 1) return null;
  const writes = studyWrites(ctx, resource);
  if (itemId === null)
    return change.method === 'POST' ? writes.create(user, fileId, change.body) : null;
  if (!Number.isSafeInteger(itemId) || itemId < 1) return null;
  if (change.method === 'DELETE') return writes.remove(user, fileId, itemId);
  if (change.method === resource.updateMethod.toUpperCase())
    return writes.update(user, fileId, itemId, change.body);
  return null;
}

function resultOf(error: unknown): ChangeResult {
  if (error instanceof AppError) {
    const detail = error.problems && error.problems.length > 0 ? error.problems : error.message;
    return { status: error.status, body: { detail } };
  }
  return { status: 500, body: { detail: 'Something went wrong on our side. Please try again.' } };
}

export async function changesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/v1/changes', async (request) => {
    const user = userOf(request);
    const { changes } = parse(ChangesBody, request.body, 'body');
    // The batch itself was counted by the auth hook; larger ones count a little more.
    const uid = identityOf(request).uid;
    for (let n = CHANGES_PER_CALL; n < changes.length; n += CHANGES_PER_CALL)
      ctx.limits.user(`uid:${uid}`);
    const results: ChangeResult[] = [];
    for (const change of changes) {
      const applied = apply(ctx, user, change);
      if (!applied) {
        results.push({ status: 404, body: { detail: NOT_A_CHANGE } });
        continue;
      }
      try {
        results.push({ status: 200, body: await applied });
      } catch (error) {
        const result = resultOf(error);
        if (result.status >= 500) request.log.error({ err: error }, 'A change of a batch failed');
        results.push(result);
        if (result.status >= 500) break;
      }
    }
    return { results };
  });
}
