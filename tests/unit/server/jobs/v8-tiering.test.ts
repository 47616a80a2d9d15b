// The job threads' V8 flags take effect: in a worker thread started after tuneV8ForJobs(),
// TurboFan inlines a quarter of the bytecode it inlines at V8's defaults, and the flags set first
// stay. Each probe runs in a fresh process (V8's flags are process-wide).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_V8_FLAGS, tuneV8ForJobs } from '../../../../server/jobs/v8-tiering';

const probe = path.join(import.meta.dirname, 'v8-tier-probe.ts');

/** How many of the probe's six calls TurboFan inlined. */
function inlinedCalls(mode: 'default' | 'tuned'): number {
  // Synchronous compiling, so the trace is complete when the worker answers.
  const args = [
    '--allow-natives-syntax',
    '--no-concurrent-recompilation',
    '--trace-turbo-inlining',
    '--import',
    'tsx',
  ];
  // Into a file: V8 prints its trace with C's stdio, which loses what a full non-blocking pipe
  // refuses.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-v8-probe-'));
  const out = path.join(dir, 'trace.txt');
  const fd = fs.openSync(out, 'w');
  try {
    execFileSync(process.execPath, [...args, probe, mode], { stdio: ['ignore', fd, 'inherit'] });
    const trace = fs.readFileSync(out, 'utf8');
    // Counted over the whole trace: the main thread's lines may interleave with the worker's.
    return trace.match(/Inlining \S+ \{\S+ <SharedFunctionInfo callee>\} into /g)?.length ?? 0;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('tuneV8ForJobs', () => {
  it('bounds TurboFan inlining in the job threads started after it', () => {
    // 70 bytes each: six fit V8's default cumulative budget (920), three fit 230.
    expect(inlinedCalls('default')).toBe(6);
    expect(inlinedCalls('tuned')).toBe(3);
  });

  it('sets the flags once: a later call keeps the first setting', () => {
    const first = tuneV8ForJobs();
    expect(first).toEqual(JOB_V8_FLAGS);
    expect(tuneV8ForJobs(['--max-inlined-bytecode-size-cumulative=100'])).toEqual(JOB_V8_FLAGS);
  });
});
