/**
 * Product analytics behind a small seam: a no-op unless a sink is configured (setup.ts plugs in
 * PostHog when the server names a key). Every event carries the session id and the plan.
 */
export type EventProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  capture(name: string, props: EventProps & { session_id: string }): void;
  identify(id: string, props?: EventProps): void;
  reset(): void;
  flush(): Promise<void>;
}

/** SPEC point 9: the plan is called 'standard' in analytics. */
export const ANALYTICS_PLAN = 'standard';

/** Logout waits this long for the flush; what is still being retried goes on after it. */
const FLUSH_WAIT_MS = 2000;

/** Keys the analytics layer keeps in localStorage; logout removes them. */
export const ANALYTICS_STORAGE_KEYS = ['mnemo.analytics.session', 'mnemo.analytics.user'] as const;

const REJECTED_IDS = new Set(['distinct_id', 'undefined', 'null', 'anonymous', '[object Object]']);

let sink: AnalyticsSink | null = null;

export function configureAnalytics(next: AnalyticsSink | null): void {
  sink = next;
}

function sessionId(): string {
  const key = ANALYTICS_STORAGE_KEYS[0];
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    sessionStorage.setItem(key, created);
    return created;
  } catch {
    return 'no-session';
  }
}

/** SPEC point 9's `button_click`: which button, in which part of the screen. */
export function trackClick(button: string, section: string, props: EventProps = {}): void {
  track('button_click', { button, section, ...props });
}

export function track(name: string, props: EventProps = {}): void {
  if (!sink) return;
  try {
    sink.capture(name, { plan: ANALYTICS_PLAN, ...props, session_id: sessionId() });
  } catch (error) {
    console.warn('analytics capture failed', error);
  }
}

/** SPEC point 5: an empty id, a placeholder such as distinct_id, or a sentinel id is rejected. */
export function isValidDistinctId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.trim() !== '' && !REJECTED_IDS.has(id.trim());
}

export function identify(id: string | null | undefined, props: EventProps = {}): void {
  if (!sink || !isValidDistinctId(id)) return;
  sink.identify(id, { plan: ANALYTICS_PLAN, ...props });
}

export function resetAnalytics(): void {
  sink?.reset();
}

/** Sends what is queued now; waits for it at most `FLUSH_WAIT_MS` (retries go on after). */
export async function flushAnalytics(): Promise<void> {
  if (!sink) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      sink.flush(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS))),
    ]);
  } catch (error) {
    console.warn('analytics flush failed', error);
  } finally {
    clearTimeout(timer);
  }
}
