// The bench runs compiled JavaScript, as production does: the processing worker thread and the
// child process that starts it are built with the same esbuild settings, and run without tsx.
import path from 'node:path';
import { buildServer, compile } from '../../../scripts/build-server';

const here = import.meta.dirname;

export interface CompiledBench {
  /** The measuring child process's script, for plain `node`. */
  child: string;
  /** The processing worker thread's script, the one the server runs. */
  worker: string;
  /** The PDF page thread's script. */
  pdfPages: string;
  /** The server as `npm start` runs it. */
  server: string;
}

export async function compileBench(repoRoot: string): Promise<CompiledBench> {
  const { processing: worker, pdfPages, server } = await buildServer();
  const child = await compile(
    path.join(here, 'child.ts'),
    path.join(repoRoot, 'dist-server', 'bench-processing-child.mjs'),
  );
  return { child, worker, pdfPages, server };
}
