// V8's optimizing for the job threads. A job runs in fresh worker threads that compile pdf.js and
// the engine from scratch, for a few seconds, so TurboFan's compiling (on V8's own threads) costs
// about as much as the work it speeds up: on a 143,000-word PDF ~0.85 s of CPU against ~1.6 s on
// the two job threads. TurboFan inlines a quarter of V8's default cumulative bytecode per
// optimized function, so it builds and compiles smaller graphs. Measured on the processing bench,
// raw pdf.js at V8's defaults in the same run: CPU −16 % on Think Java, −9 % on the joined books,
// −6 % on the long-lines PDF, −3 % on the generated textbook; the API's requests/s and latencies
// unchanged (README, figures). A higher interrupt budget (optimizing later) saved more on the
// books but cost the API a third of its calls on a fresh server: not set.
// V8's flags are process-wide and a Worker's execArgv refuses them, so they are set in the
// process before its first job thread starts; isolates created afterwards read them.
import v8 from 'node:v8';

/** V8's default in Node 20 (V8 11.3): --max-inlined-bytecode-size-cumulative=920. */
export const JOB_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=230'];

let applied: readonly string[] | null = null;

/**
 * Sets `flags` (JOB_V8_FLAGS by default) for this process once; later calls keep the first
 * setting and return it.
 */
export function tuneV8ForJobs(flags: readonly string[] = JOB_V8_FLAGS): readonly string[] {
  if (applied) return applied;
  for (const flag of flags) v8.setFlagsFromString(flag);
  applied = [...flags];
  return applied;
}
