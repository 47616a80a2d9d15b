// The due queue, as a pure function of what the device holds: cards due now, oldest due first,
// then new cards up to what today's limit leaves; learning cards due within a few minutes come
// back before the session ends, as in Anki. Cards are ids: the queue is built from index keys.

export interface QueueInput {
  /** Cards due by now, oldest due first. */
  dueNow: readonly number[];
  /** Cards due later today (learning steps), soonest first, and when the first is due. */
  later: readonly number[];
  nextLaterDue: number | null;
  /** Cards never reviewed, in the order they should be introduced. */
  fresh: readonly number[];
  /** The daily limit of new cards, and how many were introduced today already. */
  newPerDay: number;
  newToday: number;
}

/** A learning card due this soon is shown when nothing else is left (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;

export interface DueQueue {
  /** Due now, oldest first. */
  due: number[];
  /** New cards to introduce today. */
  fresh: number[];
  /** Scheduled later today (learning steps), soonest first. */
  later: number[];
  /** When `later[0]` is due. */
  nextLaterDue: number | null;
}

export function newAllowance(newPerDay: number, newToday: number): number {
  return Math.max(0, newPerDay - newToday);
}

export function buildDueQueue(input: QueueInput): DueQueue {
  return {
    due: [...input.dueNow],
    later: [...input.later],
    nextLaterDue: input.later.length > 0 ? input.nextLaterDue : null,
    fresh: input.fresh.slice(0, newAllowance(input.newPerDay, input.newToday)),
  };
}

/** "N due today": everything scheduled before the day ends, plus today's new cards. */
export function dueTodayCount(queue: DueQueue): number {
  return queue.due.length + queue.later.length + queue.fresh.length;
}

/** The card to show now, or null when the session is over. */
export function nextCard(queue: DueQueue, now: number): number | null {
  const first = queue.due[0];
  if (first !== undefined) return first;
  const fresh = queue.fresh[0];
  if (fresh !== undefined) return fresh;
  const soon = queue.later[0];
  return soon !== undefined &&
    queue.nextLaterDue !== null &&
    queue.nextLaterDue <= now + LEARN_AHEAD_MS
    ? soon
    : null;
}
