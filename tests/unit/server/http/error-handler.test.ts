import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, RateLimitedError } from '../../../../server/errors';
import { installErrorHandler } from '../../../../server/http/error-handler';

describe('the one error handler', () => {
  async function app() {
    const reported: unknown[] = [];
    const fastify = Fastify({ logger: false });
    installErrorHandler(
      fastify,
      { maxUploadMb: 100, jsonBodyKb: 1024, maxFields: 10, maxParts: 30 },
      (e) => reported.push(e),
    );
    fastify.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    fastify.get('/missing', async () => {
      throw new AppError('not_found', 'File not found');
    });
    fastify.get('/invalid', async () => {
      throw new AppError('validation', 'bad', [
        { msg: 'page must be 1 or more', loc: ['query', 'page'] },
      ]);
    });
    return { fastify, reported };
  }

  it('hides the internals of a 500 and reports it', async () => {
    const { fastify, reported } = await app();
    const res = await fastify.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });
    expect(reported).toHaveLength(1);
  });

  it('keeps the status and message of expected errors, without reporting them', async () => {
    const { fastify, reported } = await app();
    expect((await fastify.inject({ url: '/missing' })).json()).toEqual({
      detail: 'File not found',
    });
    const invalid = await fastify.inject({ url: '/invalid' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      detail: [{ msg: 'page must be 1 or more', loc: ['query', 'page'] }],
    });
    expect((await fastify.inject({ url: '/nowhere' })).json()).toEqual({
      detail: 'No route for GET /nowhere',
    });
    expect(reported).toEqual([]);
  });

  it('logs a client that went away at debug level without reporting it', async () => {
    const lines: { level: number; msg: string }[] = [];
    const fastify = Fastify({
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const reported: unknown[] = [];
    installErrorHandler(
      fastify,
      { maxUploadMb: 100, jsonBodyKb: 1024, maxFields: 10, maxParts: 30 },
      (e) => reported.push(e),
    );
    fastify.get('/aborted', async () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    await fastify.inject({ url: '/aborted' });
    expect(reported).toEqual([]);
    const line = lines.find((l) => l.msg === 'client went away');
    expect(line?.level).toBe(20);
    expect(lines.some((l) => l.level >= 50)).toBe(false);
  });

  it('says when to retry a rate-limited call', async () => {
    const fastify = Fastify({ logger: false });
    installErrorHandler(fastify, {
      maxUploadMb: 100,
      jsonBodyKb: 1024,
      maxFields: 10,
      maxParts: 30,
    });
    fastify.get('/limited', async () => {
      throw new RateLimitedError('Too many requests. Please slow down and try again shortly.', 42);
    });
    const res = await fastify.inject({ url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({
      detail: 'Too many requests. Please slow down and try again shortly.',
    });
  });
});
