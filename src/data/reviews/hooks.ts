// What the screens read of reviews: one hook per question, live on the device's database.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { RATINGS, type Rating } from '../../../scheduling/ratings';
import type { DueQueue } from '../../lib/due-queue';
import { languageStore } from '../../lib/i18n/current';
import { formatIntervalIn } from '../../lib/i18n/format';
import { ApiError } from '../api';
import { useDb, type MnemoDb } from '../db';
import { useReviewSettings } from '../review-settings';
import { pullReviews } from './pull';
import { loadDueQueue, loadStudyStats, type StudyStats } from './queue';
import { scheduleOf } from './record';
import { loadScheduler } from './replay';
import type { CardStateRow } from './rows';

/** A clock that ticks every `ms`, so cards coming due (learning steps) enter the queue. */
export function useNow(ms = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const SYNC_EVERY_MS = 5_000;
let lastSync = 0;

function syncNow(db: MnemoDb): void {
  if (Date.now() - lastSync < SYNC_EVERY_MS) return;
  lastSync = Date.now();
  // The cards of every file come with the mirror (src/data/mirror); the reviews come here.
  pullReviews(db).catch((error: unknown) => {
    // Offline the device's own reviews are all there is: no error for that.
    if (!(error instanceof ApiError && error.status === 0)) {
      console.error('Could not pull reviews', error);
    }
  });
}

/** Pulls reviews made on other devices now, when back online and when the page is shown. */
export function useReviewSync(): void {
  const db = useDb();
  useEffect(() => {
    if (!db) return;
    lastSync = 0;
    syncNow(db);
    const onVisible = () => document.visibilityState === 'visible' && syncNow(db);
    const onOnline = () => {
      lastSync = 0;
      syncNow(db);
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [db]);
}

/** The due queue of every file, or of one; undefined while loading. */
export function useDueQueue(fileId: number | null = null, now = Date.now()): DueQueue | undefined {
  const db = useDb();
  const { newPerDay } = useReviewSettings();
  return useLiveQuery(
    async () => (db ? loadDueQueue(db, { now, newPerDay, fileId }) : undefined),
    [db, now, newPerDay, fileId],
  );
}

/** "N due today" of every file, or of one; undefined while loading. */
export function useDueCount(fileId: number | null = null): number | undefined {
  const queue = useDueQueue(fileId, useNow(60_000));
  return queue ? queue.due.length + queue.later.length + queue.fresh.length : undefined;
}

export function useStudyStats(now: number): StudyStats | undefined {
  const db = useDb();
  const { newPerDay } = useReviewSettings();
  return useLiveQuery(
    async () => (db ? loadStudyStats(db, { now, newPerDay }) : undefined),
    [db, now, newPerDay],
  );
}

/** A card's review state (null: new; undefined while loading). */
export function useCardState(cardId: number | null): CardStateRow | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db && cardId !== null ? ((await db.reviewStates.get(cardId)) ?? null) : null),
    [db, cardId],
  );
}

/** The earliest time any card is due after `after` (the session summary's "next due"). */
export function useNextDue(after: number): number | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const ids = new Set(await db.flashcards.toCollection().primaryKeys());
    const next = await db.reviewStates
      .where('due')
      .above(after)
      .filter((s) => ids.has(s.card_id))
      .first();
    return next?.due ?? null;
  }, [db, after]);
}

type Scheduling = Awaited<ReturnType<typeof loadScheduler>>;

/** The scheduler's code, loaded when a screen first needs it (undefined until then). */
function useScheduler(): Scheduling | undefined {
  const [scheduling, setScheduling] = useState<Scheduling>();
  useEffect(() => {
    let live = true;
    void loadScheduler().then((module) => live && setScheduling(() => module));
    return () => {
      live = false;
    };
  }, []);
  return scheduling;
}

/** What each answer would give the card now, as Anki labels its buttons ("10m", "3d"). */
export function useIntervals(cardId: number | null): Record<Rating, string> | undefined {
  const state = useCardState(cardId);
  const scheduling = useScheduler();
  const { retention } = useReviewSettings();
  const { locale } = useSyncExternalStore(languageStore.subscribe, languageStore.get);
  if (cardId === null || state === undefined || !scheduling) return undefined;
  const now = Date.now();
  const due = scheduling.previewDue(cardId, scheduleOf(state), now, retention);
  const labels = {} as Record<Rating, string>;
  for (const rating of RATINGS) labels[rating] = formatIntervalIn(due[rating] - now, locale);
  return labels;
}
