import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../contract/socket';
import { DATABASES, baseUrl, bearer, startTestServer, type TestServer } from '../harness';

/** A built app of two files, so the shell and a static asset can be asked for. */
function tinyStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mnemo</title>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

const statuses = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
};

describe.each(DATABASES)(
  'limits that protect without locking out (issue 18, point 3) on %s',
  (kind) => {
    let server: TestServer;
    const staticDir = tinyStaticDir();

    beforeAll(async () => {
      server = await startTestServer(kind, {
        STATIC_DIR: staticDir,
        RATE_LIMIT_PER_MINUTE: '5',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3',
        RATE_LIMIT_SOCKETS_PER_MINUTE: '2',
        TRUST_PROXY: 'true',
      });
    });
    afterAll(async () => {
      await server.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    });

    it('keeps the shell, static files, /healthz and the client config outside the API limiter', async () => {
      const from = { 'x-forwarded-for': '203.0.113.1' };
      const flood = await statuses(650, () =>
        server.app.inject({ url: '/healthz', headers: from }),
      );
      expect(new Set(flood)).toEqual(new Set([200]));
      for (const url of ['/', '/sw.js', '/api/v1/client-config', '/api/health']) {
        expect((await server.app.inject({ url, headers: from })).statusCode).toBe(200);
      }
    });

    it('limits calls without a valid identity per address, with Retry-After and a detail', async () => {
      const from = { 'x-forwarded-for': '203.0.113.2' };
      const bad = { ...from, authorization: 'Bearer not-a-token' };
      const got = await statuses(4, () =>
        server.app.inject({ url: '/api/v1/files', headers: bad }),
      );
      expect(got).toEqual([401, 401, 401, 429]);
      const limited = await server.app.inject({ url: '/api/v1/files', headers: from });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().detail).toMatch(/without a valid sign-in/);
      // Another address (behind the trusted proxy) is not affected, nor are the open paths.
      const other = { 'x-forwarded-for': '203.0.113.3' };
      expect((await server.app.inject({ url: '/api/v1/files', headers: other })).statusCode).toBe(
        401,
      );
      expect((await server.app.inject({ url: '/', headers: from })).statusCode).toBe(200);
    });

    it('limits signed-in calls per user, even from an address that used up its anonymous calls', async () => {
      const from = { 'x-forwarded-for': '203.0.113.2' };
      const alice = await server.signUp();
      const bob = await server.signUp();
      // signUp registered each once (one call of five).
      const got = await statuses(5, () =>
        server.app.inject({ url: '/api/v1/files', headers: { ...from, ...bearer(alice) } }),
      );
      expect(got).toEqual([200, 200, 200, 200, 429]);
      const limited = await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().detail).toMatch(/Too many requests/);
      expect(
        (await server.app.inject({ url: '/api/v1/files', headers: bearer(bob) })).statusCode,
      ).toBe(200);
    });

    it('limits socket sign-ins per user and turns away an address that keeps failing', async () => {
      const carol = await server.signUp();
      const url = `${baseUrl(server).replace('http', 'ws')}/ws/${carol.uid}`;
      const attempt = (token: string, headers: Record<string, string> = {}) =>
        new Promise<number | string>((resolve) => {
          const ws = new WebSocket(url, { headers });
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
          ws.on('message', (data: Buffer) => {
            if (JSON.parse(data.toString()).event === 'authenticated') {
              ws.close();
              resolve('authenticated');
            }
          });
          ws.on('close', (code) => resolve(code));
          ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
        });
      expect(await attempt(carol.idToken)).toBe('authenticated');
      expect(await attempt(carol.idToken)).toBe('authenticated');
      expect(await attempt(carol.idToken)).toBe(SOCKET_CLOSE.tooManyConnections);

      const from = { 'x-forwarded-for': '198.51.100.7' };
      for (let i = 0; i < 3; i++)
        expect(await attempt('forged', from)).toBe(SOCKET_CLOSE.invalidToken);
      expect(await attempt('forged', from)).toBe('http 429');
    });
  },
);
