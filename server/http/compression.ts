import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly Brotli (at a fast level) or gzip of API responses above the threshold, chosen by
 * `Accept-Encoding`. Registered before the routes and the static files: its hook must see every
 * reply, and it leaves alone what already carries a `Content-Encoding` (the precompressed
 * assets) and routes that opt out (file content, which is served with byte ranges).
 * Request bodies are not decompressed: uploads keep their plain size limits.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
