/**
 * Product analytics behind a small seam. No analytics package is installed, so this is a no-op
 * unless a sink is configured (e.g. a PostHog adapter later); the API mirrors the events of SPEC
 * point 9 so call sites do not change when one is added.
 */
export type EventProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  capture(name: string, props: EventProps & { session_id: string }): void;
  identify(id: string, props?: EventProps): void;
  reset(): void;
  flush(): Promise<void>;
}

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

export function track(name: string, props: EventProps = {}): void {
  if (!sink) return;
  try {
    sink.capture(name, { ...props, session_id: sessionId() });
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
  sink.identify(id, props);
}

export function resetAnalytics(): void {
  sink?.reset();
}

export async function flushAnalytics(): Promise<void> {
  try {
    await sink?.flush();
  } catch (error) {
    console.warn('analytics flush failed', error);
  }
}
