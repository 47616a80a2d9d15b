// The pages index.html carries already rendered, made at build time (scripts/vite/prerender.ts):
// the home page (hydrated by main.tsx) and the sign-in page (swapped in by the boot script for
// /#/login, hydrated too). They are the app's own tree for that path with the session's
// initial state, so the browser paints them before any script and React takes them over as is.
// Besides them, the signed-in chat screen's frame (the tabs, the empty conversation, the input)
// in each language and layout: the boot script shows it to a returning student at once, inert,
// until the app's own chat screen replaces it (src/app/boot-shell.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../contract/constants';
import { SessionContext, type Session } from '../data/session';
import { sessionStore } from '../data/session/store';
import { setPrerenderMedia } from '../features/chat/useMediaQuery';
import type { Catalogue } from '../lib/i18n/catalogue';
import { ENGLISH_STATE } from '../lib/i18n/current';
import { localeOf } from '../lib/i18n/locale';
import { de } from '../lib/i18n/locales/de';
import { es } from '../lib/i18n/locales/es';
import { fr } from '../lib/i18n/locales/fr';
import { ja } from '../lib/i18n/locales/ja';
import { zh } from '../lib/i18n/locales/zh';
import { setPrerenderLanguage } from '../ui/i18n';
import { ToastProvider } from '../ui/toasts';
import { App } from './App';
import ChatRoute from './ChatRoute';
import { RootLayout } from './RootLayout';
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

const CATALOGUES: Readonly<Record<Exclude<Language, 'English'>, Catalogue>> = {
  French: fr,
  German: de,
  Spanish: es,
  Chinese: zh,
  Japanese: ja,
};

/** The route the chat frame stands for, as the boot script reads it from the URL. */
export const CHAT_FRAME_PATH = '/chat';
export const CHAT_FRAME_LANGUAGES = LANGUAGES;

/**
 * The chat screen as its first commit shows it to a signed-in student: the layout of `mobile`
 * (the tabs at 768 px and below), the texts of `language`, no conversation picked yet (every
 * start opens on the empty conversation), the panels not loaded yet (they come after its paint).
 */
export function renderChatFrame(language: Language, mobile: boolean): string {
  const session = {
    ...sessionStore.initial(),
    authReady: true,
    authLoading: false,
    user: {
      uid: '',
      email: null,
      displayName: null,
      emailVerified: false,
      providerId: '',
      creationTime: null,
      lastSignInTime: null,
    },
  } as Session; // the frame calls no action while it is rendered
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: CHAT_FRAME_PATH, element: <ChatRoute /> }] }],
    { initialEntries: [CHAT_FRAME_PATH] },
  );
  setPrerenderMedia(mobile);
  setPrerenderLanguage(
    language === 'English'
      ? ENGLISH_STATE
      : { language, catalogue: CATALOGUES[language], locale: localeOf(language) },
  );
  try {
    return renderToString(
      <StrictMode>
        <ToastProvider>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </ToastProvider>
      </StrictMode>,
    );
  } finally {
    setPrerenderMedia(false);
    setPrerenderLanguage(ENGLISH_STATE);
  }
}
