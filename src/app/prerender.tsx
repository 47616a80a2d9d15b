// The pages index.html carries already rendered, made at build time (scripts/vite/prerender.ts):
// the home page (hydrated by main.tsx) and the sign-in page (swapped in by the boot script for
// /#/login, hydrated too). They are the app's own tree for that path with the session's
// initial state, so the browser paints them before any script and React takes them over as is.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { routes } from './routes';

/** The paths index.html holds rendered; the boot script and main.tsx name them the same. */
export const PRERENDERED_PATHS = ['/', '/login'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export function renderPage(path: PrerenderedPath): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The app runs on a hash router: its links read "#/login", and hydration keeps the
  // attributes it finds, so the build writes them the same way.
  const memoryHref = router.createHref;
  router.createHref = (to) => `#${memoryHref(to)}`;
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
