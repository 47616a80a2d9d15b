// Compiles the processing worker thread to plain JavaScript, so jobs run without tsx: its loader
// and the source maps it enables (pdf.js ships large ones) more than double a job's peak RSS.
//   npx tsx scripts/build-worker.ts        builds dist-server/processing-worker.mjs if stale
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const WORKER_SOURCE = path.join(root, 'server/jobs/processing-worker.ts');
export const WORKER_OUTPUT = path.join(root, 'dist-server/processing-worker.mjs');

/** The sources a build read, stored beside it so staleness is checked against exactly those. */
const inputsFile = (outfile: string) => `${outfile}.inputs.json`;

function mtime(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** True when `outfile` exists and none of the sources it was built from changed since. */
export function isFresh(outfile: string): boolean {
  const built = mtime(outfile);
  let inputs: unknown;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile(outfile), 'utf8'));
  } catch {
    return false;
  }
  if (built === null || !Array.isArray(inputs) || inputs.length === 0) return false;
  return inputs.every((input) => {
    if (typeof input !== 'string') return false;
    const changed = mtime(path.join(root, input));
    return changed !== null && changed <= built;
  });
}

/**
 * Bundles `entry` and the repo code it imports into one ESM file; packages stay external so they
 * load from node_modules as usual. The file is written under a temporary name and renamed, so
 * processes building at the same time never load a half-written file.
 */
export async function compile(entry: string, outfile: string): Promise<string> {
  const { build } = await import('esbuild');
  const temp = `${outfile}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: temp,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: false,
    metafile: true,
    logLevel: 'warning',
    // Makes the metafile's input paths relative to the repo root.
    absWorkingDir: root,
  });
  const inputs = Object.keys(result.metafile.inputs);
  fs.writeFileSync(inputsFile(outfile), JSON.stringify(inputs));
  fs.renameSync(temp, outfile);
  return outfile;
}

/** Builds the processing worker unless it is up to date; resolves with its path. */
export async function buildWorker(): Promise<string> {
  if (isFresh(WORKER_OUTPUT)) return WORKER_OUTPUT;
  return compile(WORKER_SOURCE, WORKER_OUTPUT);
}

// Compared with the source path, not import.meta.url, as bundles that include this file (the
// bench's child) must not run it.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(root, 'scripts/build-worker.ts')
) {
  const started = performance.now();
  await buildWorker();
  const ms = Math.round(performance.now() - started);
  console.log(`processing worker: ${path.relative(root, WORKER_OUTPUT)} (${ms} ms)`);
}
