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
import { clampRetention } from './retention';

export { clampRetention, DEFAULT_RETENTION, MAX_RETENTION, MIN_RETENTION } from './retention';

/** The field of a ts-fsrs card that seeds its fuzz (see toFsrsCard). */
export const SEED_FIELD = 'card_id' as const;

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
