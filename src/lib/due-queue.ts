// The due queue, as a pure function of what the device holds: cards due now, oldest due first,
// then new cards up to what today's limit leaves; learning cards due within a few minutes come
// back before the session ends, as in Anki.

/** What the queue reads of a card's state. */
export interface ScheduledCard {
  card_id: number;
  due: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
}

export interface QueueInput {
  now: number;
  /** States of cards that exist here, due before the end of the study day (any order). */
  scheduled: readonly ScheduledCard[];
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
  due: ScheduledCard[];
  /** New cards to introduce today. */
  fresh: number[];
  /** Scheduled later today (learning steps). */
  later: ScheduledCard[];
}

const byDue = (a: ScheduledCard, b: ScheduledCard) => a.due - b.due || a.card_id - b.card_id;

export function newAllowance(newPerDay: number, newToday: number): number {
  return Math.max(0, newPerDay - newToday);
}

export function buildDueQueue(input: QueueInput): DueQueue {
  const due: ScheduledCard[] = [];
  const later: ScheduledCard[] = [];
  for (const card of input.scheduled) (card.due <= input.now ? due : later).push(card);
  due.sort(byDue);
  later.sort(byDue);
  const fresh = input.fresh.slice(0, newAllowance(input.newPerDay, input.newToday));
  return { due, fresh, later };
}

/** "N due today": everything scheduled before the day ends, plus today's new cards. */
export function dueTodayCount(queue: DueQueue): number {
  return queue.due.length + queue.later.length + queue.fresh.length;
}

/** The card to show now, or null when the session is over. */
export function nextCard(queue: DueQueue, now: number): number | null {
  const first = queue.due[0];
  if (first) return first.card_id;
  const fresh = queue.fresh[0];
  if (fresh !== undefined) return fresh;
  const soon = queue.later[0];
  return soon && soon.due <= now + LEARN_AHEAD_MS ? soon.card_id : null;
}
