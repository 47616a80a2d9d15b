import { describe, expect, it } from 'vitest';
import { JobTimeline, threadCpuMs } from '../../../../server/jobs/job-timeline';

describe('JobTimeline', () => {
  it('reads the calling thread’s CPU time, which grows as the thread works', () => {
    const before = threadCpuMs();
    if (before === null) return; // not Linux: no per-thread figure to read
    let x = 0;
    for (let i = 0; i < 2e7; i += 1) x += i % 7;
    expect(x).toBeGreaterThan(0);
    expect(threadCpuMs()).toBeGreaterThan(before);
  });

  it('reports the steps in time order, the threads’ own starts among them, and CPU per thread', () => {
    const timeline = new JobTimeline(7);
    timeline.mark('claimed', 1000);
    timeline.mark('extracted', 3000);
    timeline.threadsReported({ startedAt: 1200, cpuMs: 500 }, { startedAt: 1100, cpuMs: 400 });
    expect(timeline.has('claimed')).toBe(true);
    expect(timeline.has('published')).toBe(false);
    const report = timeline.report();
    expect(report.job).toBe(7);
    expect(report.marks.map((m) => m.step)).toEqual([
      'claimed',
      'page thread code began',
      'processing thread code began',
      'extracted',
    ]);
    expect(report.cpuMs.processing).toBe(500);
    expect(report.cpuMs.pages).toBe(400);
    // The other threads' share is what the process spent beyond the three known ones.
    const { total, main, other } = report.cpuMs;
    expect(total).not.toBeNull();
    // (each figure is rounded to the ms on its own)
    expect(Math.abs((other ?? 0) - ((total ?? 0) - (main ?? 0) - 900))).toBeLessThanOrEqual(1);
  });
});
