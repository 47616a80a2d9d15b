import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  GenSeedStrategyWithCardId,
  StrategyMode,
  type Card,
  type Grade,
} from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  applyRating,
  clampRetention,
  formatInterval,
  previewDue,
  replay,
  type CardSchedule,
  type Rating,
  type ReplayableLog,
} from '../../../scheduling';

const MINUTE = 60_000;
const DAY = 86_400_000;
const START = Date.parse('2025-03-01T08:00:00.000Z');

/** ts-fsrs on its own, set up as its documentation says, with FSRS-6 defaults and Anki's fuzz seed. */
function reference(retention: number) {
  const scheduler = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: true }));
  scheduler.useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'));
  return scheduler;
}

/** A known sequence: answers and the minutes after the previous one they were given. */
const SEQUENCE: [Rating, number][] = [
  [3, 0],
  [3, 10],
  [3, 3 * 24 * 60],
  [1, 12 * 24 * 60],
  [2, 10],
  [3, 24 * 60],
  [4, 9 * 24 * 60],
  [3, 40 * 24 * 60],
];

function logsOf(sequence: [Rating, number][], prefix: string, retention = 0.9): ReplayableLog[] {
  let at = START;
  return sequence.map(([rating, minutes], i) => {
    at += minutes * MINUTE;
    return { id: `${prefix}-${i}`, rating, reviewed_at: at, retention };
  });
}

describe('the schedule', () => {
  it('after a known sequence of reviews equals ts-fsrs own result', () => {
    for (const retention of [0.7, 0.9, 0.97]) {
      const scheduler = reference(retention);
      let card: Card & { card_id: number } = { ...createEmptyCard(new Date(START)), card_id: 42 };
      let ours: CardSchedule | null = null;
      for (const log of logsOf(SEQUENCE, 'a', retention)) {
        const next = scheduler.next(card, new Date(log.reviewed_at), log.rating as Grade).card;
        card = { ...next, card_id: 42 };
        ours = applyRating(42, ours, log.rating, log.reviewed_at, retention);
        expect(ours.due).toBe(card.due.getTime());
        expect(ours.stability).toBeCloseTo(card.stability, 12);
        expect(ours.difficulty).toBeCloseTo(card.difficulty, 12);
        expect([ours.state, ours.reps, ours.lapses]).toEqual([card.state, card.reps, card.lapses]);
      }
      expect(replay(42, logsOf(SEQUENCE, 'a', retention))).toEqual(ours);
    }
  });

  it('starts with Anki learning steps: 1m, 6m, 10m, and days for Easy', () => {
    const due = previewDue(7, null, START, 0.9);
    expect([due[1], due[2], due[3]].map((d) => (d - START) / MINUTE)).toEqual([1, 6, 10]);
    expect(due[4] - START).toBeGreaterThanOrEqual(DAY);
  });

  it('gives shorter intervals for a higher desired retention', () => {
    const reviewed = replay(9, logsOf(SEQUENCE.slice(0, 3), 'r'));
    const at = START + 30 * DAY;
    const low = previewDue(9, reviewed, at, 0.7)[3];
    const high = previewDue(9, reviewed, at, 0.97)[3];
    expect(low).toBeGreaterThan(high);
  });

  it('holds the desired retention to 0.70-0.97', () => {
    expect([0.5, 0.7, 0.854, 0.97, 0.99, Number.NaN].map(clampRetention)).toEqual([
      0.7, 0.7, 0.85, 0.97, 0.97, 0.9,
    ]);
  });
});

describe('replay', () => {
  it('merges two devices interleaved logs as one history in time order', () => {
    const all = logsOf(SEQUENCE, 'x');
    const phone = all.filter((_, i) => i % 2 === 0).map((l) => ({ ...l, id: `phone-${l.id}` }));
    const laptop = all.filter((_, i) => i % 2 === 1).map((l) => ({ ...l, id: `laptop-${l.id}` }));
    const expected = replay(5, all);
    // Whatever order they arrive in: the laptop's first, the phone's first, shuffled.
    expect(replay(5, [...laptop, ...phone])).toEqual(expected);
    expect(replay(5, [...phone, ...laptop])).toEqual(expected);
    expect(replay(5, [...phone, ...laptop].reverse())).toEqual(expected);
    expect(expected?.reps).toBe(SEQUENCE.length);
  });

  it('counts a log delivered twice once', () => {
    const logs = logsOf(SEQUENCE, 'd');
    const once = replay(5, logs);
    expect(replay(5, [...logs, ...logs.slice(2, 5), logs[0] as ReplayableLog])).toEqual(once);
  });

  it('orders two reviews of the same millisecond by id, on every device', () => {
    const a: ReplayableLog = { id: 'b', rating: 1, reviewed_at: START, retention: 0.9 };
    const b: ReplayableLog = { id: 'a', rating: 4, reviewed_at: START, retention: 0.9 };
    expect(replay(3, [a, b])).toEqual(replay(3, [b, a]));
  });

  it('keeps each review at the retention it was made with', () => {
    const logs = logsOf(SEQUENCE.slice(0, 3), 'k');
    const mixed = logs.map((l, i) => ({ ...l, retention: i < 2 ? 0.9 : 0.8 }));
    expect(replay(1, mixed)).not.toEqual(replay(1, logs));
    expect(replay(1, [])).toBeNull();
  });
});

describe('formatInterval', () => {
  it('labels intervals as Anki buttons do', () => {
    expect(
      [MINUTE, 10 * MINUTE, 3 * 3_600_000, 3 * DAY, 75 * DAY, 400 * DAY, 0].map(formatInterval),
    ).toEqual(['1m', '10m', '3h', '3d', '2.5mo', '1.1y', '1m']);
  });
});
