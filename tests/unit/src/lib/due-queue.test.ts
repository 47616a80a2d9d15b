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

describe('the daily new-card limit', () => {
  it('leaves what today has not used, never less than none', () => {
    expect([
      newAllowance(20, 0),
      newAllowance(20, 5),
      newAllowance(20, 20),
      newAllowance(20, 25),
    ]).toEqual([20, 15, 0, 0]);
    const fresh = Array.from({ length: 50 }, (_, i) => i + 1);
    const queue = buildDueQueue({ now: NOW, scheduled: [], fresh, newPerDay: 20, newToday: 7 });
    expect(queue.fresh).toEqual(fresh.slice(0, 13));
    expect(
      buildDueQueue({ now: NOW, scheduled: [], fresh, newPerDay: 0, newToday: 0 }).fresh,
    ).toEqual([]);
  });
});

describe('the due queue', () => {
  const scheduled = [
    { card_id: 1, due: NOW - 5 * MINUTE, state: 2 },
    { card_id: 2, due: NOW - 3 * 86_400_000, state: 2 },
    { card_id: 3, due: NOW + 5 * MINUTE, state: 1 },
    { card_id: 4, due: NOW + 3 * 3_600_000, state: 1 },
  ];

  it('shows cards due now oldest first, then new ones, then learning cards due soon', () => {
    const queue = buildDueQueue({ now: NOW, scheduled, fresh: [9, 8], newPerDay: 20, newToday: 0 });
    expect(queue.due.map((c) => c.card_id)).toEqual([2, 1]);
    expect(queue.later.map((c) => c.card_id)).toEqual([3, 4]);
    expect(dueTodayCount(queue)).toBe(6);
    expect(nextCard(queue, NOW)).toBe(2);
    const noneDue = buildDueQueue({
      now: NOW,
      scheduled: scheduled.slice(2),
      fresh: [9],
      newPerDay: 20,
      newToday: 0,
    });
    expect(nextCard(noneDue, NOW)).toBe(9);
    const learningOnly = buildDueQueue({
      now: NOW,
      scheduled: scheduled.slice(2),
      fresh: [],
      newPerDay: 20,
      newToday: 0,
    });
    expect(nextCard(learningOnly, NOW)).toBe(3);
    // Only a card due in hours is left: the session is over.
    const done = buildDueQueue({
      now: NOW,
      scheduled: scheduled.slice(3),
      fresh: [],
      newPerDay: 20,
      newToday: 0,
    });
    expect(scheduled[3]?.due).toBeGreaterThan(NOW + LEARN_AHEAD_MS);
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
