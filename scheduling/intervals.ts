// Intervals as Anki labels its buttons: "1m", "10m", "3h", "3d", "2.5mo", "1.2y".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export function formatInterval(ms: number): string {
  const span = Math.max(0, ms);
  if (span < HOUR) return `${Math.max(1, Math.round(span / MINUTE))}m`;
  if (span < DAY) return `${Math.round(span / HOUR)}h`;
  if (span < MONTH) return `${Math.round(span / DAY)}d`;
  if (span < YEAR) return `${oneDecimal(span / MONTH)}mo`;
  return `${oneDecimal(span / YEAR)}y`;
}
