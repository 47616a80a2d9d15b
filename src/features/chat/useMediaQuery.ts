import { useSyncExternalStore } from 'react';

/** True while the media query matches (the 768 px breakpoint of SPEC point 9). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const MOBILE_QUERY = '(max-width: 768px)';
