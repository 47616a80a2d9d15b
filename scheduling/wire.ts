// A schedule as the API carries it: the same fields, times as ISO 8601 strings. contract/'s
// ReviewState has this shape; scheduling/ stays a leaf, so the shape is stated here too.
import type { CardSchedule, CardState } from './schedule';

export interface ScheduleOnWire {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** Takes stored rows too, whose state column is a plain number. */
export function scheduleToWire(s: Omit<CardSchedule, 'state'> & { state: number }): ScheduleOnWire {
  return {
    due: iso(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
    last_review: s.last_review === null ? null : iso(s.last_review),
  };
}

export function scheduleFromWire(s: ScheduleOnWire): CardSchedule {
  return {
    due: Date.parse(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state as CardState,
    last_review: s.last_review === null ? null : Date.parse(s.last_review),
  };
}
