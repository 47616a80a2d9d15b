// Compiles the processing worker thread and the PDF page thread to plain JavaScript, so jobs run
// without tsx: its loader and the source maps it enables (pdf.js ships large ones) more than
// double a job's peak RSS.
//   npx tsx scripts/build-worker.ts        builds what is stale in dist-server/
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compiled worker threads: source and output of each. */
const ENTRIES = {
  processing: ['server/jobs/processing-worker.ts', 'dist-server/processing-worker.mjs'],
  pdfPages: ['server/jobs/pdf-pages-worker.ts', 'dist-server/pdf-pages-worker.mjs'],
} as const;

export type WorkerScriptPaths = Record<keyof typeof ENTRIES, string>;

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

/** Builds each worker thread's script unless it is up to date; resolves with their paths. */
export async function buildWorker(): Promise<WorkerScriptPaths> {
  const built = await Promise.all(
    Object.values(ENTRIES).map(async ([source, output]) => {
      const outfile = path.join(root, output);
      return isFresh(outfile) ? outfile : compile(path.join(root, source), outfile);
    }),
  );
  const [processing = '', pdfPages = ''] = built;
  return { processing, pdfPages };
}

// Compared with the source path, not import.meta.url, as bundles that include this file (the
// bench's child) must not run it.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(root, 'scripts/build-worker.ts')
) {
  const started = performance.now();
  const built = await buildWorker();
  const ms = Math.round(performance.now() - started);
  const names = Object.values(built).map((file) => path.relative(root, file));
  console.log(`worker threads: ${names.join(', ')} (${ms} ms)`);
}
