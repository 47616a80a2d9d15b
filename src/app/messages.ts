import { useText } from '../ui/i18n';
/** Texts of the app shell. */
export const APP_TEXT = {
  loading: 'Loading...',
  loadingSession: 'Loading user session...',
  /** SPEC point 8: the router's default error screen. */
  routeErrorTitle: 'Unexpected Application Error!',
  unknownError: 'Unknown error',
  reload: 'Reload',
  home: 'Home',
  skipToContent: 'Skip to content',
} as const;

export const OFFLINE_TEXT = {
  /** Issue 10 point 6: a calm state, not an error. */
  banner: "You're offline — changes are saved on this device and will sync",
  waiting: (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting`,
} as const;

declare module '../lib/i18n/sections' {
  interface Sections {
    offline: typeof OFFLINE_TEXT;
    app: typeof APP_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useOfflineText = () => useText('offline', OFFLINE_TEXT);
export const useAppText = () => useText('app', APP_TEXT);
