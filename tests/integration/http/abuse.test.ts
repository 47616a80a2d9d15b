import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../harness';

describe('rate limits and security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits each user separately with a readable 429', async () => {
    const alice = await server.signUp();
    const bob = await server.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) })).statusCode,
      );
    }
    // signUp registered each user: one call of five.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) });
    expect(limited.json().detail).toMatch(/Too many requests/);
    expect(
      (await server.app.inject({ url: '/api/v1/files', headers: bearer(bob) })).statusCode,
    ).toBe(200);
  });

  it('sends a strict CSP and the usual security headers', async () => {
    const res = await server.app.inject({ url: '/api/v1/client-config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('never leaks internals on unknown routes and malformed JSON', async () => {
    const user = await server.signUp();
    const missing = await server.app.inject({ url: '/api/v1/nope', headers: bearer(user) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No route for GET /api/v1/nope' });
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{"firebase_uid":',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().detail).toBe('string');
  });
});
