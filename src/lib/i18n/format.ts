/** Dates and numbers as the interface's locale writes them (Intl, no hand-made formats). */

function validDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "11/25/26, 10:45 PM" / "25/11/2026 22:45" / "2026/11/25 22:45": a message's time ('' if none). */
export function formatDateTime(value: Date | string | number, locale: string): string {
  const date = validDate(value);
  return date ? date.toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';
}

/** A calendar date in short numeric form ("11/25/2026", "25.11.2026", "2026/11/25"). */
export function formatDate(value: Date | string | number, locale: string): string {
  const date = validDate(value);
  return date ? date.toLocaleDateString(locale) : String(value);
}

/** A calendar date with the month's name ("November 25, 2026", "25 novembre 2026"). */
export function formatLongDate(value: Date | string | number, locale: string): string {
  const date = validDate(value);
  return date
    ? date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })
    : String(value);
}

/** A count with the locale's digit grouping ("5,000", "5 000", "5.000"). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A share as a percentage ("90%", "90 %"), from a fraction (0.9). */
export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}
