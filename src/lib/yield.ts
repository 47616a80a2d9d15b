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
