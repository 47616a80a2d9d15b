// Which scripts a job's threads run, and the server that starts them. `npm run build` (and
// `npm start` when a source changed) compiles them to plain JavaScript in dist-server/ with
// scripts/build-server.ts; at run time the server only reads what was built. Running them
// through tsx instead costs more memory (its loader, and the source maps it enables: pdf.js
// ships large ones; about 50 MB for the server process), so that is the fallback.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../repo-root';

const root = REPO_ROOT;

/** The compiled threads: source and output of each, from the repository root. */
export const THREAD_SCRIPTS = {
  processing: {
    source: 'server/jobs/processing-thread.ts',
    output: 'dist-server/processing-thread.mjs',
  },
  pdfPages: {
    source: 'server/jobs/pdf-pages-thread.ts',
    output: 'dist-server/pdf-pages-thread.mjs',
  },
} as const;

/** The server itself (server/main.ts), as `npm start` runs it. */
export const SERVER_SCRIPT = {
  source: 'server/main.ts',
  output: 'dist-server/main.mjs',
} as const;

/** The sources a build read, stored beside it so staleness is checked against exactly those. */
export const inputsFileOf = (outfile: string) => `${outfile}.inputs.json`;

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
    inputs = JSON.parse(fs.readFileSync(inputsFileOf(outfile), 'utf8'));
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

/** The scripts of a job's threads; without a PDF page thread, PDFs are read on the worker. */
export interface WorkerScripts {
  processing: URL;
  pdfPages: URL | null;
}

/** Loads the TypeScript worker through tsx: the fallback when no fresh compiled one exists. */
export const TSX_BOOT_URL = pathToFileURL(
  path.join(root, 'server/jobs/processing-thread-boot.mjs'),
);

let warned = false;

/**
 * The compiled threads when they are built and up to date; otherwise the tsx boot file, reading
 * PDFs on the same thread, with one warning. Never builds: a running server writes no code.
 */
export function processingWorkerScripts(): WorkerScripts {
  const processing = path.join(root, THREAD_SCRIPTS.processing.output);
  const pdfPages = path.join(root, THREAD_SCRIPTS.pdfPages.output);
  if (isFresh(processing) && isFresh(pdfPages))
    return { processing: pathToFileURL(processing), pdfPages: pathToFileURL(pdfPages) };
  if (!warned)
    console.warn(
      'The compiled processing threads (dist-server/) are missing or older than their sources: ' +
        'running them through tsx, which takes more memory. `npm run build` compiles them.',
    );
  warned = true;
  return { processing: TSX_BOOT_URL, pdfPages: null };
}
