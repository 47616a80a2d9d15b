import { describe, expect, it } from 'vitest';
import {
  buildDueQueue,
  dueTodayCount,
  LEARN_AHEAD_MS,
  newAllowance,
  nextCard,
} from '../../../../src/lib/due-queue';
import { studyDayEnd, studyDayStart } from '../../../../src/lib/study-day';

const NOW = Date.parse('2026-03-10T15:00:00');
const MINUTE = 60_000;

const queueOf = (input: Partial<Parameters<typeof buildDueQueue>[0]>) =>
  buildDueQueue({
    dueNow: [],
    later: [],
    nextLaterDue: null,
    fresh: [],
    newPerDay: 20,
    newToday: 0,
    ...input,
  });

describe('the daily new-card limit', () => {
  it('leaves what today has not used, never less than none', () => {
    expect([
      newAllowance(20, 0),
      newAllowance(20, 5),
      newAllowance(20, 20),
      newAllowance(20, 25),
    ]).toEqual([20, 15, 0, 0]);
    const fresh = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(queueOf({ fresh, newToday: 7 }).fresh).toEqual(fresh.slice(0, 13));
    expect(queueOf({ fresh, newPerDay: 0 }).fresh).toEqual([]);
  });
});

describe('the due queue', () => {
  it('shows cards due now oldest first, then new ones, then learning cards due soon', () => {
    const queue = queueOf({
      dueNow: [2, 1],
      later: [3, 4],
      nextLaterDue: NOW + 5 * MINUTE,
      fresh: [9, 8],
    });
    expect(dueTodayCount(queue)).toBe(6);
    expect(nextCard(queue, NOW)).toBe(2);
    expect(nextCard(queueOf({ later: [3], nextLaterDue: NOW + 5 * MINUTE, fresh: [9] }), NOW)).toBe(
      9,
    );
    expect(nextCard(queueOf({ later: [3], nextLaterDue: NOW + 5 * MINUTE }), NOW)).toBe(3);
    // Only a card due in hours is left: the session is over.
    const done = queueOf({ later: [4], nextLaterDue: NOW + 3 * 3_600_000 });
    expect(3 * 3_600_000).toBeGreaterThan(LEARN_AHEAD_MS);
    expect(nextCard(done, NOW)).toBeNull();
  });
});

describe('study days', () => {
  it('start at 4 a.m., so a session after midnight counts for the evening before', () => {
    const lateNight = new Date('2026-03-11T02:30:00').getTime();
    expect(new Date(studyDayStart(lateNight)).toString()).toBe(
      new Date('2026-03-10T04:00:00').toString(),
    );
    expect(studyDayEnd(lateNight)).toBe(new Date('2026-03-11T04:00:00').getTime());
    expect(studyDayEnd(NOW, 7)).toBe(new Date('2026-03-17T04:00:00').getTime());
  });
});
