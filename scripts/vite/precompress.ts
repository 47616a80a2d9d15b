import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|bcmap|pfb|ttf)$/;
/** A variant that saves less than this share of the original is not worth a second file. */
const MIN_SAVING = 0.1;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function writeIfSmaller(file: string, original: Buffer, packed: Buffer): Promise<number> {
  if (packed.length > original.length * (1 - MIN_SAVING)) return 0;
  await fs.writeFile(file, packed);
  return packed.length;
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of `dir`. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number }> {
  const jobs: Promise<number>[] = [];
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const original = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(original, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          }),
          gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await writeIfSmaller(`${file}.br`, original, br);
        await writeIfSmaller(`${file}.gz`, original, gz);
        return original.length;
      })(),
    );
  }
  const sizes = await Promise.all(jobs);
  return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/** Moves every `*.map` of `dir` to the same place under `target`, out of what is served. */
export async function moveSourceMaps(dir: string, target: string): Promise<number> {
  await fs.rm(target, { recursive: true, force: true });
  let moved = 0;
  for await (const file of walk(dir)) {
    if (!file.endsWith('.map')) continue;
    const destination = path.join(target, path.relative(dir, file));
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.rename(file, destination);
    moved += 1;
  }
  return moved;
}

/**
 * Last step of the client build (after the service worker is built): source maps move to
 * `<outDir>-sourcemaps` (kept for error reporting, never served), then every text asset gets its
 * Brotli and gzip variants for the static server to send as they are.
 */
export function shipAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mnemo:ship-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        await moveSourceMaps(outDir, `${outDir}-sourcemaps`);
        await precompressDir(outDir);
      },
    },
  };
}
