import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * The one error handler: AppErrors keep their status and message; framework errors map to
 * their status with a readable detail; anything else is a 500 whose internals stay in the log.
 */
export function installErrorHandler(
  app: FastifyInstance,
  maxUploadMb: number,
  report: (error: unknown) => void = () => undefined,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, error.message);
        report(error);
      }
      return reply.status(error.status).send({
        detail: error.problems && error.problems.length > 0 ? error.problems : error.message,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply
        .status(413)
        .send({ detail: `File is too large. The limit is ${maxUploadMb} MB per file.` });
    }
    if (error.code === 'FST_FILES_LIMIT') {
      return reply
        .status(422)
        .send({ detail: 'Cannot send: Maximum of 10 files allowed per upload.' });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Please slow down and try again shortly.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    report(error);
    return reply
      .status(500)
      .send({ detail: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
