import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built PWA: hashed assets cached for a year, the shell and service worker always revalidated. */
export async function installStatic(app: FastifyInstance, root: string): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`No built app in ${root}; run "npm run build". Only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath);
      const immutable = rel.startsWith('assets' + path.sep);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (rel === 'manifest.webmanifest') res.header('Content-Type', 'application/manifest+json');
    },
  });
}
