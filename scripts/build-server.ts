// The build step of the server and its job threads (part of `npm run build`, and run by
// `npm start` when a source changed): compiles the server, the processing worker thread and the
// PDF page thread that server/jobs/compiled-threads.ts lists to plain JavaScript in dist-server/,
// which is what `npm start` runs.
//   npx tsx scripts/build-server.ts        builds what is stale in dist-server/
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import {
  inputsFileOf,
  isFresh,
  SERVER_SCRIPT,
  THREAD_SCRIPTS,
} from '../server/jobs/compiled-threads';

const root = path.resolve(import.meta.dirname, '..');

export type BuiltScriptPaths = Record<keyof typeof THREAD_SCRIPTS | 'server', string>;

/**
 * Packages whose entry is a JSON file (stopwords-iso) are bundled: Node's ESM loader refuses to
 * import JSON without `with { type: 'json' }`, which the sources (also bundled by Vite) do not say.
 */
const bundleJsonPackages: Plugin = {
  name: 'bundle-json-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind !== 'import-statement' && args.kind !== 'require-call') return undefined;
      try {
        const resolved = createRequire(path.join(args.resolveDir, 'x.js')).resolve(args.path);
        return resolved.endsWith('.json') ? { path: resolved } : undefined;
      } catch {
        return undefined;
      }
    });
  },
};

/**
 * Packages a processing worker rarely needs, loaded on first use instead of when the worker
 * starts (a fresh worker per job): the Snowball stemmers, 868 KB of CommonJS that Node scans for
 * its exports when imported (~45 ms of a worker's start), needed for French, German and Spanish
 * only; zod (~40 ms), needed only when a language model writes the study set.
 */
const LAZY_PACKAGE_SHIMS: Readonly<Record<string, string>> = {
  'snowball-stemmers': `import { createRequire } from 'node:module';
let loaded;
const load = () => (loaded ??= createRequire(import.meta.url)('snowball-stemmers'));
export const newStemmer = (name) => load().newStemmer(name);
export const algorithms = () => load().algorithms();`,
  zod: `import { createRequire } from 'node:module';
let loaded;
const load = () => (loaded ??= createRequire(import.meta.url)('zod'));
export const z = new Proxy({}, { get: (_, key) => load().z[key] });`,
};

const LAZY_NAMESPACE = 'lazy-package';

const lazyPackages: Plugin = {
  name: 'lazy-packages',
  setup(builder) {
    builder.onResolve({ filter: /^(snowball-stemmers|zod)$/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: LAZY_NAMESPACE } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: LAZY_NAMESPACE }, (args) => ({
      contents: LAZY_PACKAGE_SHIMS[args.path] ?? '',
      loader: 'js',
      resolveDir: root,
    }));
  },
};

export interface CompileOptions {
  /** Load the packages of LAZY_PACKAGE_SHIMS on first use (for the processing worker). */
  lazyPackages?: boolean;
}

/**
 * Bundles `entry` and the repo code it imports into one ESM file; packages stay external so they
 * load from node_modules as usual. The file is written under a temporary name and renamed, so
 * processes building at the same time never load a half-written file.
 */
export async function compile(
  entry: string,
  outfile: string,
  options: CompileOptions = {},
): Promise<string> {
  const { build } = await import('esbuild');
  const temp = `${outfile}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: temp,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.10',
    packages: 'external',
    plugins: options.lazyPackages ? [lazyPackages, bundleJsonPackages] : [bundleJsonPackages],
    sourcemap: false,
    metafile: true,
    logLevel: 'warning',
    // Makes the metafile's input paths relative to the repo root.
    absWorkingDir: root,
  });
  // This script is an input too: a change of how bundles are built makes them stale.
  // Files only: the lazy packages' shims are written here, not read from disk.
  const files = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':'));
  const inputs = [...files, 'scripts/build-server.ts'];
  fs.writeFileSync(inputsFileOf(outfile), JSON.stringify(inputs));
  fs.renameSync(temp, outfile);
  return outfile;
}

/** Builds the server's and each thread's script unless up to date; resolves with their paths. */
export async function buildServer(): Promise<BuiltScriptPaths> {
  const build = async (
    { source, output }: { source: string; output: string },
    options: CompileOptions = {},
  ) => {
    const outfile = path.join(root, output);
    return isFresh(outfile) ? outfile : compile(path.join(root, source), outfile, options);
  };
  const [processing, pdfPages, server] = await Promise.all([
    build(THREAD_SCRIPTS.processing, { lazyPackages: true }),
    build(THREAD_SCRIPTS.pdfPages),
    build(SERVER_SCRIPT),
  ]);
  return { processing, pdfPages, server };
}

// Compared with the source path, not import.meta.url, as bundles that include this file (the
// bench's child) must not run it.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(root, 'scripts/build-server.ts')
) {
  const started = performance.now();
  const built = await buildServer();
  const ms = Math.round(performance.now() - started);
  const names = Object.values(built).map((file) => path.relative(root, file));
  console.log(`server and worker threads: ${names.join(', ')} (${ms} ms)`);
}
