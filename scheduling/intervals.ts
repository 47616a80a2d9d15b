// Intervals as Anki labels its buttons: "1m", "10m", "3h", "3d", "2.5mo", "1.2y".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * An interval in the largest unit under which it falls, rounded as Anki rounds it: whole
 * minutes (at least 1), hours and days, months and years to one decimal.
 */
export function intervalParts(ms: number): { value: number; unit: IntervalUnit } {
  const span = Math.max(0, ms);
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  if (span < HOUR) return { value: Math.max(1, Math.round(span / MINUTE)), unit: 'minute' };
  if (span < DAY) return { value: Math.round(span / HOUR), unit: 'hour' };
  if (span < MONTH) return { value: Math.round(span / DAY), unit: 'day' };
  if (span < YEAR) return { value: oneDecimal(span / MONTH), unit: 'month' };
  return { value: oneDecimal(span / YEAR), unit: 'year' };
}

const ANKI_SUFFIX: Readonly<Record<IntervalUnit, string>> = {
  minute: 'm',
  hour: 'h',
  day: 'd',
  month: 'mo',
  year: 'y',
};

export function formatInterval(ms: number): string {
  const { value, unit } = intervalParts(ms);
  return `${String(value)}${ANKI_SUFFIX[unit]}`;
}
