// Desired retention's range and default, apart from ts-fsrs: the device's settings read them at
// start, before any review needs the scheduler (and its code).
export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;

/** Desired retention held to the range a student may choose, to two decimals. */
export function clampRetention(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RETENTION;
  const clamped = Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, value));
  return Math.round(clamped * 100) / 100;
}
