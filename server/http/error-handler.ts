import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError } from '../errors';

/** The limits the messages name. */
export interface RequestLimitsShown {
  maxUploadMb: number;
  jsonBodyKb: number;
  maxFields: number;
  maxParts: number;
}

export const REQUEST_ERRORS = {
  fileTooLarge: (mb: number) => `File is too large. The limit is ${mb} MB per file.`,
  jsonTooLarge: (kb: number) =>
    `The request body is too large. The limit is ${kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB`} for a JSON body.`,
  tooManyFiles: 'Cannot send: Maximum of 10 files allowed per upload.',
  tooManyFields: (n: number) =>
    `The upload has too many form fields (the limit is ${n}). Send files in the "files" field only.`,
  tooManyParts: (n: number) =>
    `The upload has too many parts (the limit is ${n}). Send at most 10 files at a time.`,
  tooLarge: 'The request is too large.',
  aborted: 'The request was cancelled before it finished.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

const CLIENT_GONE_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'FST_MP_PREMATURE_CLOSE',
]);

/** Whether the failure is the client going away (closed tab, cancelled upload), not ours. */
function clientWentAway(error: { code?: string }, request: FastifyRequest): boolean {
  return (
    CLIENT_GONE_CODES.has(error.code ?? '') ||
    request.raw.aborted ||
    request.raw.socket?.destroyed === true
  );
}

function frameworkDetail(error: FastifyError, limits: RequestLimitsShown): string | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return REQUEST_ERRORS.fileTooLarge(limits.maxUploadMb);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_ERRORS.jsonTooLarge(limits.jsonBodyKb);
    case 'FST_FIELDS_LIMIT':
      return REQUEST_ERRORS.tooManyFields(limits.maxFields);
    case 'FST_PARTS_LIMIT':
      return REQUEST_ERRORS.tooManyParts(limits.maxParts);
    default:
      return error.statusCode === 413 ? REQUEST_ERRORS.tooLarge : null;
  }
}

/**
 * The one error handler: AppErrors keep their status and message (429s say when to retry);
 * framework errors map to their status with a detail naming the real cause; a client that went
 * away is a debug line; anything else is a 500 whose internals stay in the log.
 */
export function installErrorHandler(
  app: FastifyInstance,
  limits: RequestLimitsShown,
  report: (error: unknown) => void = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, error.message);
        report(error);
      }
      if (error instanceof RateLimitedError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.status(error.status).send({
        detail: error.problems && error.problems.length > 0 ? error.problems : error.message,
      });
    }
    if (clientWentAway(error, request)) {
      request.log.debug({ err: error }, 'client went away');
      return reply.status(400).send({ detail: REQUEST_ERRORS.aborted });
    }
    if (error.code === 'FST_FILES_LIMIT') {
      return reply.status(422).send({ detail: REQUEST_ERRORS.tooManyFiles });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: frameworkDetail(error, limits) ?? error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    report(error);
    return reply.status(500).send({ detail: REQUEST_ERRORS.internal });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
