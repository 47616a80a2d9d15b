/** SPEC point 9: mm:ss, or hh:mm:ss when at least 3600 s; an empty value gives '00:00'. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return '00:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** 'mm:ss - mm:ss' when the end is after the start, else the start alone. */
export function formatRange(start: number, end: number | null | undefined): string {
  return end != null && end > start
    ? `${formatTime(start)} - ${formatTime(end)}`
    : formatTime(start);
}
