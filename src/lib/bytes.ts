/** Byte units; French writes octets ("3,4 Mo"). */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const FRENCH_UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'] as const;

/**
 * A byte count as people read it: "0 B", "512 KB", "3.4 MB", "1.2 GB" (1 KB = 1,024 bytes);
 * with a locale, the number as that locale writes it ("3,4 MB", "3,4 Mo").
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  const units = /^fr\b/i.test(locale) ? FRENCH_UNITS : UNITS;
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
  return `${number} ${units[unit]}`;
}
