import { useSyncExternalStore } from 'react';
import {
  COMPREHENSION_LEVELS,
  LANGUAGES,
  type ComprehensionLevel,
  type Language,
} from '../../contract/constants';

export type Preferences = {
  selectedLanguage: Language;
  comprehensionLevel: ComprehensionLevel;
  darkMode: boolean;
  /** Videos up to this size (MB) are kept on the device once opened; 0 keeps none. */
  offlineVideoLimitMb: number;
};

export const DEFAULT_OFFLINE_VIDEO_LIMIT_MB = 50;
export const MAX_OFFLINE_VIDEO_LIMIT_MB = 2000;

export const DEFAULT_PREFERENCES: Preferences = {
  selectedLanguage: 'English',
  comprehensionLevel: 'Beginner',
  darkMode: false,
  offlineVideoLimitMb: DEFAULT_OFFLINE_VIDEO_LIMIT_MB,
};

function isVideoLimit(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_OFFLINE_VIDEO_LIMIT_MB
  );
}

export const PREFERENCES_KEY = 'mnemo.preferences';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function isLevel(value: unknown): value is ComprehensionLevel {
  return COMPREHENSION_LEVELS.some((level) => level === value);
}

export function readPreferences(): Preferences {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return DEFAULT_PREFERENCES;
    const stored = raw as Record<string, unknown>;
    return {
      selectedLanguage: isLanguage(stored.selectedLanguage)
        ? stored.selectedLanguage
        : DEFAULT_PREFERENCES.selectedLanguage,
      comprehensionLevel: isLevel(stored.comprehensionLevel)
        ? stored.comprehensionLevel
        : DEFAULT_PREFERENCES.comprehensionLevel,
      darkMode: typeof stored.darkMode === 'boolean' ? stored.darkMode : false,
      offlineVideoLimitMb: isVideoLimit(stored.offlineVideoLimitMb)
        ? stored.offlineVideoLimitMb
        : DEFAULT_OFFLINE_VIDEO_LIMIT_MB,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

let snapshot: Preferences | null = null;
const listeners = new Set<() => void>();

/** The preferences now (outside React). */
export function getPreferences(): Preferences {
  return getSnapshot();
}

function getSnapshot(): Preferences {
  snapshot ??= readPreferences();
  return snapshot;
}

/** Calls `listener` after every change of the preferences (the language loader listens). */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the theme class on <html>; styles.css switches the CSS variables on it. */
export function applyTheme(darkMode: boolean): void {
  document.documentElement.classList.toggle('dark', darkMode);
  document.documentElement.style.colorScheme = darkMode ? 'dark' : 'light';
}

function update(patch: Partial<Preferences>): void {
  snapshot = { ...getSnapshot(), ...patch };
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(snapshot));
  } catch (error) {
    console.warn('Could not save preferences', error);
  }
  applyTheme(snapshot.darkMode);
  for (const listener of listeners) listener();
}

/** Re-reads storage (tests, other tabs). */
export function reloadPreferences(): void {
  snapshot = readPreferences();
  applyTheme(snapshot.darkMode);
  for (const listener of listeners) listener();
}

export function usePreferences(): Preferences & {
  setLanguage(language: Language): void;
  setComprehensionLevel(level: ComprehensionLevel): void;
  setDarkMode(darkMode: boolean): void;
  setOfflineVideoLimitMb(limit: number): void;
} {
  const preferences = useSyncExternalStore(subscribePreferences, getSnapshot, getSnapshot);
  return {
    ...preferences,
    setLanguage: (selectedLanguage) => update({ selectedLanguage }),
    setComprehensionLevel: (comprehensionLevel) => update({ comprehensionLevel }),
    setDarkMode: (darkMode) => update({ darkMode }),
    setOfflineVideoLimitMb: (limit) => {
      if (isVideoLimit(limit)) update({ offlineVideoLimitMb: limit });
    },
  };
}
