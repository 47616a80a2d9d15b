import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * POST /api/v1/changes: several changes of study items in one request (what a device sends when
 * it comes back online with a queue of changes). Each change names the single call it stands for.
 */
export const MAX_CHANGES_PER_REQUEST = 100;

export const ChangeRequest = lazySchema(() =>
  z.object({
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
    /** The single call's path, e.g. /api/v1/files/3/flashcards/12. */
    path: z.string().min(1).max(300),
    body: z.unknown().optional(),
  }),
);
export type ChangeRequest = z.infer<typeof ChangeRequest>;

export const ChangesBody = lazySchema(() =>
  z.object({
    changes: z.array(ChangeRequest).min(1).max(MAX_CHANGES_PER_REQUEST),
  }),
);

/** The single call's status and body. */
export const ChangeResult = lazySchema(() =>
  z.object({ status: z.number().int(), body: z.unknown() }),
);
export type ChangeResult = z.infer<typeof ChangeResult>;

/**
 * One result per change, in order; shorter than the changes when one met a server error (5xx):
 * the changes after it were not applied, so they can be sent again in the same order.
 */
export const ChangesResponse = lazySchema(() => z.object({ results: z.array(ChangeResult) }));
export type ChangesResponse = z.infer<typeof ChangesResponse>;
