// The due queue and the study figures, read from this device's database (works offline).
import { buildDueQueue, newAllowance, type DueQueue } from '../../lib/due-queue';
import { studyDayEnd, studyDayStart } from '../../lib/study-day';
import type { MnemoDb } from '../database';
import { isTemporaryId } from '../outbox/temporary-ids';

/** Cards made earlier first: server ids in order, then those still waiting for one, oldest first. */
function introductionOrder(a: number, b: number): number {
  const pendingA = isTemporaryId(a);
  if (pendingA !== isTemporaryId(b)) return pendingA ? 1 : -1;
  return pendingA ? b - a : a - b;
}

/** Cards introduced (first reviewed) since `from`: what today's new-card limit counts. */
export async function newCardsSince(db: MnemoDb, from: number): Promise<number> {
  const logs = await db.reviewLogs.where('reviewed_at').aboveOrEqual(from).toArray();
  const cards = new Set<number>();
  for (const log of logs)
    if (!log.state_before || log.state_before.state === 0) cards.add(log.card_id);
  return cards.size;
}

export interface QueueOptions {
  now: number;
  newPerDay: number;
  /** One file's cards only (the new-card limit stays the day's, across files). */
  fileId?: number | null;
}

/**
 * Reads index keys only (card ids in due order), never the state rows of all cards, so the
 * queue over 10,000 cards is built in a few reads.
 */
export async function loadDueQueue(db: MnemoDb, options: QueueOptions): Promise<DueQueue> {
  const { now, fileId = null } = options;
  const end = studyDayEnd(now);
  const [cardIds, stateIds, newToday] = await Promise.all([
    fileId === null
      ? db.flashcards.toCollection().primaryKeys()
      : db.flashcards.where('file_id').equals(fileId).primaryKeys(),
    fileId === null
      ? db.reviewStates.toCollection().primaryKeys()
      : db.reviewStates.where('file_id').equals(fileId).primaryKeys(),
    newCardsSince(db, studyDayStart(now)),
  ]);
  const exists = new Set(cardIds);
  let dueNow: number[];
  let later: number[];
  if (fileId === null) {
    const [a, b] = await Promise.all([
      db.reviewStates.where('due').belowOrEqual(now).primaryKeys(),
      db.reviewStates.where('due').between(now, end, false, false).primaryKeys(),
    ]);
    dueNow = a.filter((id) => exists.has(id));
    later = b.filter((id) => exists.has(id));
  } else {
    const states = (
      await db.reviewStates
        .where('file_id')
        .equals(fileId)
        .filter((s) => s.due < end && exists.has(s.card_id))
        .toArray()
    ).sort((x, y) => x.due - y.due || x.card_id - y.card_id);
    dueNow = states.filter((s) => s.due <= now).map((s) => s.card_id);
    later = states.filter((s) => s.due > now).map((s) => s.card_id);
  }
  const first = later[0];
  const nextLaterDue =
    first === undefined ? null : ((await db.reviewStates.get(first))?.due ?? null);
  const reviewed = new Set(stateIds);
  const fresh = cardIds.filter((id) => !reviewed.has(id)).sort(introductionOrder);
  return buildDueQueue({
    dueNow,
    later,
    nextLaterDue,
    fresh,
    newPerDay: options.newPerDay,
    newToday,
  });
}

export interface StudyStats {
  dueToday: number;
  dueThisWeek: number;
  reviewsToday: number;
  /** Share of reviews of mature-state cards passed (not Again) over 30 days; null without any. */
  retention: number | null;
  retentionReviews: number;
  /** Consecutive study days with a review, up to today (or yesterday when none yet today). */
  streak: number;
}

const DAY_MS = 86_400_000;
const MAX_STREAK = 3650;

async function streakUpTo(db: MnemoDb, now: number): Promise<number> {
  const reviewedOn = async (day: number) =>
    (await db.reviewLogs.where('reviewed_at').between(day, studyDayEnd(day), true, false).count()) >
    0;
  const dayBefore = (day: number) => studyDayStart(day - 1);
  let day = studyDayStart(now);
  // Not studied yet today: the streak still stands until the day is over.
  if (!(await reviewedOn(day))) day = dayBefore(day);
  let streak = 0;
  while (streak < MAX_STREAK && (await reviewedOn(day))) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

export async function loadStudyStats(
  db: MnemoDb,
  options: { now: number; newPerDay: number },
): Promise<StudyStats> {
  const { now } = options;
  const queue = await loadDueQueue(db, options);
  const cardIds = new Set(await db.flashcards.toCollection().primaryKeys());
  const weekEnd = studyDayEnd(now, 7);
  const dueWeek = await db.reviewStates
    .where('due')
    .below(weekEnd)
    .filter((s) => cardIds.has(s.card_id))
    .count();
  const reviewsToday = await db.reviewLogs
    .where('reviewed_at')
    .aboveOrEqual(studyDayStart(now))
    .count();
  const month = await db.reviewLogs
    .where('reviewed_at')
    .aboveOrEqual(now - 30 * DAY_MS)
    .filter((l) => l.state_before?.state === 2)
    .toArray();
  const passed = month.filter((l) => l.rating > 1).length;
  return {
    dueToday: queue.due.length + queue.later.length + queue.fresh.length,
    dueThisWeek: dueWeek + queue.fresh.length,
    reviewsToday,
    retention: month.length > 0 ? passed / month.length : null,
    retentionReviews: month.length,
    streak: await streakUpTo(db, now),
  };
}

export { newAllowance };
