// When each step of one job happened, and the CPU each thread spent on it: what `LOG_LEVEL=debug`
// logs per job, and what the processing bench prints to show where the time between the upload's
// answer and "processed" goes. Cheap enough to keep on: a few clock reads per job.
import fs from 'node:fs';

/** Milliseconds since the epoch, with the sub-millisecond part: comparable across threads and processes. */
export const epochMs = (): number => performance.timeOrigin + performance.now();

/**
 * CPU time of the calling thread so far, in ms (Linux: /proc/thread-self/schedstat, in ns);
 * null where that file does not exist.
 */
export function threadCpuMs(): number | null {
  try {
    const ns = Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

/** What a job thread reports of itself when it ends. */
export interface ThreadStats {
  /** When its modules were loaded and its own code began (epoch ms). */
  startedAt: number;
  /** Its CPU time at the end, in ms (null: unknown). */
  cpuMs: number | null;
}

/** Stats of the calling thread, given when its code began. */
export const threadStats = (startedAt: number): ThreadStats => ({
  startedAt,
  cpuMs: threadCpuMs(),
});

export interface TimelineReport {
  job: number;
  /** Each step and when it happened (epoch ms), in order. */
  marks: { step: string; at: number }[];
  /** CPU ms per thread over the job: main (the server's event loop), processing, pages, other (V8's helpers, libuv). */
  cpuMs: Record<string, number | null>;
}

/** The steps of one job, marked as they happen on the main thread. */
export class JobTimeline {
  private readonly marks: { step: string; at: number }[] = [];
  private readonly mainCpuAtStart = threadCpuMs();
  private readonly processCpuAtStart = process.cpuUsage();
  private threads: { processing: ThreadStats | null; pages: ThreadStats | null } = {
    processing: null,
    pages: null,
  };

  constructor(readonly jobId: number) {}

  mark(step: string, at: number = epochMs()): void {
    this.marks.push({ step, at });
  }

  /** True once `step` was marked. */
  has(step: string): boolean {
    return this.marks.some((m) => m.step === step);
  }

  /** The job threads' own figures, as they reported them at their end. */
  threadsReported(processing: ThreadStats | null, pages: ThreadStats | null): void {
    this.threads = { processing, pages };
    if (processing) this.mark('processing thread code began', processing.startedAt);
    if (pages) this.mark('page thread code began', pages.startedAt);
  }

  report(): TimelineReport {
    const main =
      this.mainCpuAtStart === null
        ? null
        : (threadCpuMs() ?? this.mainCpuAtStart) - this.mainCpuAtStart;
    const { user, system } = process.cpuUsage(this.processCpuAtStart);
    const total = (user + system) / 1000;
    const processing = this.threads.processing?.cpuMs ?? null;
    const pages = this.threads.pages?.cpuMs ?? null;
    const known = (main ?? 0) + (processing ?? 0) + (pages ?? 0);
    const round = (x: number | null) => (x === null ? null : Math.round(x));
    return {
      job: this.jobId,
      marks: [...this.marks].sort((a, b) => a.at - b.at),
      cpuMs: {
        total: round(total),
        main: round(main),
        processing: round(processing),
        pages: round(pages),
        other: round(total - known),
      },
    };
  }
}
