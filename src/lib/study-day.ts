// Study days as Anki counts them: a day starts at 4 a.m. local time, so a late-night session
// still counts for the day it began.

export const DAY_STARTS_AT_HOUR = 4;

/** When the study day that contains `at` began. */
export function studyDayStart(at: number): number {
  const date = new Date(at);
  const start = new Date(date);
  start.setHours(DAY_STARTS_AT_HOUR, 0, 0, 0);
  if (start.getTime() > at) start.setDate(start.getDate() - 1);
  return start.getTime();
}

/** When the study day that contains `at` ends (the next one starts), `days` - 1 days later. */
export function studyDayEnd(at: number, days = 1): number {
  const end = new Date(studyDayStart(at));
  end.setDate(end.getDate() + days);
  return end.getTime();
}
