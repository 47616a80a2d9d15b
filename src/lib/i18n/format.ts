import { formatInterval, intervalParts } from '../../../scheduling/intervals';

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

/**
 * A review interval as the answer buttons show it: Anki's "10m", "3d", "2.5mo" in English
 * (scheduling's formatInterval), the locale's short units elsewhere ("10 min", "3 j", "3日").
 */
export function formatIntervalIn(ms: number, locale: string): string {
  if (/^en\b/i.test(locale)) return formatInterval(ms);
  const { value, unit } = intervalParts(ms);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
