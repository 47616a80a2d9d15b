/**
 * Ends the current task and resumes in a new one (`scheduler.yield` where there is one, else a
 * zero timeout): a long start-up step split in two lets a tap in between and keeps each task
 * short on a slow phone (Total Blocking Time counts what a task takes beyond 50 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` once the main thread is idle (`requestIdleCallback`), at the latest after
 * `timeoutMs`; where there is no idle callback, after `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
