/** The Web Lock every sender of one user's outbox takes: tabs and the service worker alike. */
export function outboxLockName(dbName: string): string {
  return `mnemo-outbox:${dbName}`;
}

/**
 * Runs `work` while holding the lock, so one sender at a time sends (a second waits its turn).
 * Without Web Locks (old browsers, tests) it just runs.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return (await locks.request(name, work)) as T;
}
