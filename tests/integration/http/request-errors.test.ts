import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, baseUrl, bearer, startTestServer, type TestServer } from '../harness';

/** Sends raw bytes, optionally stalls, and collects what the server answers until it closes. */
function rawExchange(
  server: TestServer,
  request: string,
  options: { destroyAfterMs?: number } = {},
): Promise<{ text: string; closedAfterMs: number }> {
  const { port } = new URL(baseUrl(server));
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    if (options.destroyAfterMs !== undefined) {
      setTimeout(() => socket.destroy(), options.destroyAfterMs);
    }
  });
}

const bodyOf = (text: string): unknown => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

describe.each(DATABASES)(
  'timeouts and errors that name the real cause (issue 18, point 8) on %s',
  (kind) => {
    let server: TestServer;
    let alice: TestUser;
    const reported: unknown[] = [];

    beforeAll(async () => {
      server = await startTestServer(
        kind,
        { REQUEST_BODY_TIMEOUT_SECONDS: '1', MAX_UPLOAD_MB: '1' },
        { reportError: (error) => reported.push(error) },
      );
      alice = await server.signUp();
    });
    afterAll(async () => {
      await server.close();
    });

    const uploadHead = (length: number) =>
      [
        'POST /api/v1/files HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${alice.idToken}`,
        'Content-Type: multipart/form-data; boundary=XYZ',
        `Content-Length: ${length}`,
        '',
        '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nThe start of',
      ].join('\r\n');

    it('closes an upload whose body stalls, with a 408 that says so', async () => {
      const { text, closedAfterMs } = await rawExchange(server, uploadHead(100_000));
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(bodyOf(text)).toEqual({
        detail:
          'The request body stopped arriving for 1 seconds, so the request was closed. Check your connection and try again.',
      });
      expect(closedAfterMs).toBeLessThan(5000);
      // The handler ended and removed the part it had stored.
      await new Promise((r) => setTimeout(r, 300));
      const stored = fs.existsSync(server.config.filesDir)
        ? fs.readdirSync(server.config.filesDir)
        : [];
      expect(stored).toEqual([]);
    });

    it('logs a client that gives up mid-upload without reporting it', async () => {
      await rawExchange(server, uploadHead(100_000), { destroyAfterMs: 200 });
      await new Promise((r) => setTimeout(r, 300));
      expect(reported).toEqual([]);
      // The server is fine afterwards.
      expect(
        (await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) })).statusCode,
      ).toBe(200);
    });

    it('tells a JSON body too large from a file too large and from too many fields', async () => {
      const json = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { ...bearer(alice), 'content-type': 'application/json' },
        payload: JSON.stringify({ firebase_uid: alice.uid, email: 'x'.repeat(1_100_000) }),
      });
      expect(json.statusCode).toBe(413);
      expect(json.json()).toEqual({
        detail: 'The request body is too large. The limit is 1 MB for a JSON body.',
      });

      const big = new FormData();
      big.append('files', new Blob([new Uint8Array(1_500_000).fill(65)]), 'big.txt');
      const file = await fetch(`${baseUrl(server)}/api/v1/files`, {
        method: 'POST',
        headers: bearer(alice),
        body: big,
      });
      expect(file.status).toBe(413);
      expect(await file.json()).toEqual({
        detail: 'File is too large. The limit is 1 MB per file.',
      });

      const fields = new FormData();
      for (let i = 0; i < 11; i++) fields.append(`field${i}`, 'x');
      fields.append('files', new Blob(['hello there']), 'a.txt');
      const many = await fetch(`${baseUrl(server)}/api/v1/files`, {
        method: 'POST',
        headers: bearer(alice),
        body: fields,
      });
      expect(many.status).toBe(413);
      expect((await many.json()) as unknown).toEqual({
        detail:
          'The upload has too many form fields (the limit is 10). Send files in the "files" field only.',
      });
    });

    it('keeps API answers out of every cache, errors included', async () => {
      for (const res of [
        await server.app.inject({ url: '/api/v1/files', headers: bearer(alice) }),
        await server.app.inject({ url: '/api/v1/files' }),
        await server.app.inject({ url: '/api/v1/files/999999', headers: bearer(alice) }),
      ]) {
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const config = await server.app.inject({ url: '/api/v1/client-config' });
      expect(config.headers['cache-control']).toBe('no-cache');
    });

    it('answers oversized headers and malformed addresses as {detail}', async () => {
      const headers = await rawExchange(
        server,
        `GET /api/v1/files HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(headers.text).toMatch(/^HTTP\/1\.1 431/);
      expect(bodyOf(headers.text)).toEqual({
        detail:
          'The request headers are too large (the limit is 16 KB). Clear this site’s cookies and try again.',
      });

      const badUrl = await server.app.inject({ url: '/api/v1/files/%E0%A4%A' });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({
        detail: 'The address is not valid (it holds a malformed %-escape).',
      });

      const garbage = await rawExchange(server, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.text).toMatch(/^HTTP\/1\.1 400/);
      expect(bodyOf(garbage.text)).toEqual({
        detail: 'The request could not be read: it is not valid HTTP.',
      });
      expect(reported).toEqual([]);
    });
  },
);
