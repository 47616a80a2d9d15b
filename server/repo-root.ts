// The repository root, found from wherever this code runs: its TypeScript source (server/…) or
// the compiled server `npm run build` writes (dist-server/main.mjs). Files the server reads
// beside its code (the tsx boot file of the worker, the exit guard) are named from here.
import fs from 'node:fs';
import path from 'node:path';

function nearestPackageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

export const REPO_ROOT = nearestPackageDir(import.meta.dirname);
