// How this device reviews (Settings, "Review"): desired retention, new cards a day, and whether
// the four answer buttons show. Kept in local storage beside the other preferences.
import { useSyncExternalStore } from 'react';
import { clampRetention, DEFAULT_RETENTION } from '../../scheduling/retention';
import { createStore } from '../lib/store';

export interface ReviewSettings {
  /** FSRS desired retention, 0.70–0.97. */
  retention: number;
  /** New cards a study day brings in, across all files. */
  newPerDay: number;
  /** Again / Hard / Good / Easy instead of the spec's Known / Needs Review. */
  fourButtons: boolean;
}

export const DEFAULT_NEW_PER_DAY = 20;
export const MAX_NEW_PER_DAY = 9999;
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  retention: DEFAULT_RETENTION,
  newPerDay: DEFAULT_NEW_PER_DAY,
  fourButtons: false,
};
export const REVIEW_SETTINGS_KEY = 'mnemo.review';

export function clampNewPerDay(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_NEW_PER_DAY;
  return Math.min(MAX_NEW_PER_DAY, Math.max(0, Math.round(value)));
}

function read(): ReviewSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(REVIEW_SETTINGS_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return DEFAULT_REVIEW_SETTINGS;
    const stored = raw as Record<string, unknown>;
    return {
      retention:
        typeof stored.retention === 'number' ? clampRetention(stored.retention) : DEFAULT_RETENTION,
      newPerDay:
        typeof stored.newPerDay === 'number'
          ? clampNewPerDay(stored.newPerDay)
          : DEFAULT_NEW_PER_DAY,
      fourButtons: stored.fourButtons === true,
    };
  } catch {
    return DEFAULT_REVIEW_SETTINGS;
  }
}

const store = createStore<ReviewSettings | null>(null);

export function getReviewSettings(): ReviewSettings {
  let value = store.get();
  if (!value) {
    value = typeof localStorage === 'undefined' ? DEFAULT_REVIEW_SETTINGS : read();
    store.set(value);
  }
  return value;
}

export function setReviewSettings(patch: Partial<ReviewSettings>): void {
  const next = { ...getReviewSettings(), ...patch };
  const value: ReviewSettings = {
    retention: clampRetention(next.retention),
    newPerDay: clampNewPerDay(next.newPerDay),
    fourButtons: next.fourButtons,
  };
  try {
    localStorage.setItem(REVIEW_SETTINGS_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('Could not save review settings', error);
  }
  store.set(value);
}

/** Re-reads storage (tests, another tab). */
export function reloadReviewSettings(): void {
  store.set(typeof localStorage === 'undefined' ? DEFAULT_REVIEW_SETTINGS : read());
}

export function useReviewSettings(): ReviewSettings {
  return useSyncExternalStore(store.subscribe, getReviewSettings, getReviewSettings);
}
