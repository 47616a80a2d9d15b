// What happens before (or beside) Fastify's routing: malformed requests Node refuses itself, bad
// URLs the router refuses, bodies that stop arriving, and the server's timeouts.
import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONNECTION_ERRORS = {
  headersTooLarge:
    'The request headers are too large (the limit is 16 KB). Clear this site’s cookies and try again.',
  malformed: 'The request could not be read: it is not valid HTTP.',
  tooSlow: 'The request took too long to arrive, so it was closed.',
  badUrl: 'The address is not valid (it holds a malformed %-escape).',
  bodyStalled: (seconds: number) =>
    `The request body stopped arriving for ${seconds} seconds, so the request was closed. Check your connection and try again.`,
} as const;

/** Whole-request and idle limits of the HTTP server (Fastify factory options). */
export const SERVER_TIMEOUTS = {
  /** A socket silent in both directions this long is closed (longer than any LLM call). */
  connectionTimeout: 180_000,
  /** Headers and body of one request must arrive within this (a 100 MB upload at 1 Mbit/s). */
  requestTimeout: 15 * 60_000,
  keepAliveTimeout: 72_000,
} as const;

function rawJson(status: number, detail: string): string {
  const body = JSON.stringify({ detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: Node's own refusals (431, 400, 408) answered as `{detail}`. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CONNECTION_ERRORS.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, CONNECTION_ERRORS.tooSlow]
        : [400, CONNECTION_ERRORS.malformed];
  socket.end(rawJson(status, detail));
}

/** Fastify's `frameworkErrors`: a bad URL (or a failed route constraint) answered as `{detail}`. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void reply
    .status(status)
    .send({ detail: error.code === 'FST_ERR_BAD_URL' ? CONNECTION_ERRORS.badUrl : error.message });
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * A body that stops arriving for `timeoutMs` gets a 408 `{detail}` and its connection is closed
 * (uploads read the body in the handler, so this watches the socket, not a parser). Once the body
 * is complete the watch ends: a slow answer (the assistant) is not a stalled body.
 */
export function installBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    // Only real connections (not app.inject) have a socket to watch.
    if (!hasBody(request) || !(raw.socket instanceof Socket)) return;
    const onStall = () => {
      request.log.info('request body stalled; closing the connection');
      if (!reply.raw.headersSent) {
        const body = JSON.stringify({
          detail: CONNECTION_ERRORS.bodyStalled(Math.round(timeoutMs / 1000)),
        });
        reply.hijack();
        reply.raw.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        // Once the answer is out, the body stream fails so the handler ends and cleans up.
        reply.raw.end(body, () => raw.destroy());
      } else {
        raw.destroy();
      }
    };
    raw.setTimeout(timeoutMs, onStall);
    const stopWatching = () => {
      raw.removeListener('timeout', onStall);
      raw.socket?.setTimeout(app.server.timeout);
    };
    raw.once('end', stopWatching);
    raw.once('close', stopWatching);
  });
}
