import { useSyncExternalStore } from 'react';

/** What a query gives in `renderToString`: false, except while the build renders a phone layout. */
let prerenderMatches = false;

/** The build's prerender (src/app/prerender.tsx): the layout it writes until the next call. */
export function setPrerenderMedia(matches: boolean): void {
  prerenderMatches = matches;
}

/** True while the media query matches (the 768 px breakpoint of SPEC point 9). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => prerenderMatches,
  );
}

export const MOBILE_QUERY = '(max-width: 768px)';
