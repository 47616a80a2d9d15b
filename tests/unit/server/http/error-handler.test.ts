import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/errors';
import { installErrorHandler } from '../../../../server/http/error-handler';

describe('the one error handler', () => {
  async function app() {
    const reported: unknown[] = [];
    const fastify = Fastify({ logger: false });
    installErrorHandler(fastify, 100, (e) => reported.push(e));
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
});
