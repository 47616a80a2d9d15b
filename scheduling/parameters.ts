// The scheduler both the PWA and the server run: ts-fsrs with FSRS-6's default weights, Anki's
// learning steps (1m, 10m; relearning 10m) and fuzz seeded by card id and repetition, as Anki
// seeds it. Same inputs, same schedule on every device and on the server.
import {
  fsrs,
  generatorParameters,
  GenSeedStrategyWithCardId,
  StrategyMode,
  type FSRS,
} from 'ts-fsrs';

export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;

/** The field of a ts-fsrs card that seeds its fuzz (see toFsrsCard). */
export const SEED_FIELD = 'card_id' as const;

/** Desired retention held to the range a student may choose, to two decimals. */
export function clampRetention(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RETENTION;
  const clamped = Math.min(MAX_RETENTION, Math.max(MIN_RETENTION, value));
  return Math.round(clamped * 100) / 100;
}

const schedulers = new Map<number, FSRS>();

/** The scheduler for a desired retention (one per value, kept). */
export function schedulerFor(retention: number): FSRS {
  const key = clampRetention(retention);
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: key, enable_fuzz: true }));
    scheduler.useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId(SEED_FIELD));
    schedulers.set(key, scheduler);
  }
  return scheduler;
}
