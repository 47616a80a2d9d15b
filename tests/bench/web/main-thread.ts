// The main thread's work while a page starts, from a Chromium trace with the CPU unthrottled:
// figures that depend less on how busy the machine is than Lighthouse's simulated ones (which
// multiply the observed CPU time), and comparable between two builds measured in turns.
import type { CDPSession, Page } from 'playwright-core';

/** Chromium's own definition: the part of a task beyond 50 ms blocks input (TBT). */
const LONG_TASK_MS = 50;

export interface MainThreadFigures {
  /** All top-level tasks of the page's main thread, from navigation to the end of the trace. */
  tasksMs: number;
  /** Sum of each task's time beyond 50 ms (Lighthouse's TBT, unthrottled and unbounded). */
  blockingMs: number;
  longestMs: number;
  /** Navigation to `ready` resolving (what the page is waited for). */
  readyMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frame?: string; isOutermostMainFrame?: boolean } };
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The trace events Chromium records while `work` runs (the timeline's, plus `extraCategories`). */
export async function collectTrace(
  cdp: CDPSession,
  work: () => Promise<void>,
  extraCategories: string[] = [],
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        '__metadata',
        ...extraCategories,
      ],
    },
    transferMode: 'ReportEvents',
  });
  try {
    await work();
  } finally {
    const done = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
  }
  return events;
}

/** The top-level tasks of the renderer main thread that did the most work after navigating. */
function mainThreadTasks(events: TraceEvent[]): { start: number; tasks: TraceEvent[] } {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const navigations = events.filter((e) => e.name === 'navigationStart');
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  let best: { start: number; tasks: TraceEvent[]; total: number } = {
    start: 0,
    tasks: [],
    total: -1,
  };
  for (const [key, tasks] of byThread) {
    const navigation = navigations.filter((n) => `${n.pid}:${n.tid}` === key).at(-1);
    const start = navigation?.ts ?? Math.min(...tasks.map((t) => t.ts));
    const after = tasks.filter((t) => t.ts >= start);
    const total = after.reduce((sum, t) => sum + (t.dur ?? 0), 0);
    if (total > best.total) best = { start, tasks: after, total };
  }
  return best;
}

export interface StartOptions {
  /** Resolves when the page shows what it is for (say, its file list). */
  ready: (page: Page) => Promise<void>;
  /** Main-thread work after `ready` still counts for this long (deferred work, late renders). */
  settleMs?: number;
  /** Also record a sampled CPU profile of the start (for finding what costs the time). */
  profile?: boolean;
}

/** Navigates `page` to `url` (from about:blank) and measures the main thread's start. */
export async function measureStart(
  page: Page,
  url: string,
  options: StartOptions,
): Promise<{ figures: MainThreadFigures; profile?: CpuProfile }> {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  let readyAt = 0;
  let profile: CpuProfile | undefined;
  let started = 0;
  try {
    if (options.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const events = await collectTrace(cdp, async () => {
      started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await options.ready(page);
      readyAt = performance.now() - started;
      await page.waitForTimeout(options.settleMs ?? 3000);
    });
    if (options.profile) profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
    const { tasks } = mainThreadTasks(events);
    const durations = tasks.map((t) => (t.dur ?? 0) / 1000);
    return {
      figures: {
        tasksMs: durations.reduce((a, b) => a + b, 0),
        blockingMs: durations.reduce((sum, d) => sum + Math.max(0, d - LONG_TASK_MS), 0),
        longestMs: Math.max(0, ...durations),
        readyMs: readyAt,
      },
      profile,
    };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
