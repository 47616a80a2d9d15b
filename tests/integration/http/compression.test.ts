import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileListResponse } from '../../../contract/files';
import { moveSourceMaps, precompressDir } from '../../../scripts/vite/precompress';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../server/http/compression';
import type { TestUser } from '../../helpers/emulator';
import { DATABASES, bearer, startTestServer, uploadFile, type TestServer } from '../harness';

/** A small built app: what `vite build` leaves in dist, compressed by the same build step. */
function makeStaticDir(): { dir: string; script: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join(''),
  );
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Mnemo</title>'.repeat(40));
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.map'), '{"version":3,"mappings":""}');
  return { dir, script };
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

describe.each(DATABASES)('compressed transfer on %s', (kind) => {
  let server: TestServer;
  let staticDir: string;
  let script: Buffer;
  let user: TestUser;
  beforeAll(async () => {
    ({ dir: staticDir, script } = makeStaticDir());
    await precompressDir(staticDir);
    server = await startTestServer(kind, { STATIC_DIR: staticDir });
    user = await server.signUp();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])(
    'sends a built asset by Accept-Encoding %s, decoding to the same bytes',
    async (accept, enc) => {
      const res = await server.app.inject({
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (enc) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
      expect(decode(enc, res.rawPayload).equals(script)).toBe(true);
    },
  );

  it('sends the shell precompressed and still revalidated', async () => {
    const res = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.rawPayload).toString()).toContain('<title>Mnemo</title>');
  });

  it('keeps source maps out of the build output and never serves one', async () => {
    const res = await server.app.inject({ url: '/assets/main-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('mappings');
    const target = `${staticDir}-maps`;
    expect(await moveSourceMaps(staticDir, target)).toBe(1);
    expect(fs.existsSync(path.join(staticDir, 'assets', 'main-abc123.js.map'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'assets', 'main-abc123.js.map'))).toBe(true);
    fs.rmSync(target, { recursive: true, force: true });
  });

  it('compresses JSON above the threshold with Brotli, and leaves small answers alone', async () => {
    for (let i = 0; i < 8; i++) await uploadFile(server, user, `notes-${i}.txt`, `Notes ${i}`);
    const plain = await server.app.inject({
      url: '/api/v1/files?page_size=100',
      headers: bearer(user),
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const packed = await server.app.inject({
      url: '/api/v1/files?page_size=100',
      headers: { ...bearer(user), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const list = FileListResponse.parse(JSON.parse(decode('br', packed.rawPayload).toString()));
    expect(list.total).toBe(8);

    const small = await server.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves file content as stored, with byte ranges, whatever Accept-Encoding says', async () => {
    const text = Array.from({ length: 500 }, (_, i) => `Line ${i} of the lecture notes.`).join(
      '\n',
    );
    const file = await uploadFile(server, user, 'lecture.txt', text);
    const url = new URL(file.file_url ?? '').pathname;
    const whole = await server.app.inject({
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(whole.body).toBe(text);
    const part = await server.app.inject({
      url,
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-199/${Buffer.byteLength(text)}`);
    expect(part.rawPayload.equals(Buffer.from(text).subarray(100, 200))).toBe(true);
  });
});
