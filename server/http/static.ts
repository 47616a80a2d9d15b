import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Source maps are built for error reporting, never handed to browsers. */
export function isServable(pathName: string): boolean {
  return !pathName.endsWith('.map');
}

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker always
 * revalidated. Every text asset has `.br` and `.gz` siblings made at build time
 * (scripts/vite/precompress.ts); the one the browser accepts is sent, with `Vary: Accept-Encoding`.
 */
export async function installStatic(app: FastifyInstance, root: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built app in ${root}; run "npm run build". Only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (pathName) => isServable(pathName),
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).replace(COMPRESSED_SUFFIX, '');
      const immutable = rel.startsWith('assets' + path.sep);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (rel === 'manifest.webmanifest') res.header('Content-Type', 'application/manifest+json');
    },
  });
}
