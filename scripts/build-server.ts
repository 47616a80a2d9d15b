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
    target: 'node20.10',
    packages: 'external',
    plugins: [bundleJsonPackages],
    sourcemap: false,
    metafile: true,
    logLevel: 'warning',
    // Makes the metafile's input paths relative to the repo root.
    absWorkingDir: root,
  });
  // This script is an input too: a change of how bundles are built makes them stale.
  const inputs = [...Object.keys(result.metafile.inputs), 'scripts/build-server.ts'];
  fs.writeFileSync(inputsFileOf(outfile), JSON.stringify(inputs));
  fs.renameSync(temp, outfile);
  return outfile;
}

/** Builds the server's and each thread's script unless up to date; resolves with their paths. */
export async function buildServer(): Promise<BuiltScriptPaths> {
  const build = async ({ source, output }: { source: string; output: string }) => {
    const outfile = path.join(root, output);
    return isFresh(outfile) ? outfile : compile(path.join(root, source), outfile);
  };
  const [processing, pdfPages, server] = await Promise.all([
    build(THREAD_SCRIPTS.processing),
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
