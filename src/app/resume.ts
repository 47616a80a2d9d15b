// The student comes back to the set they had open (src/data/resume.ts): at start the app
// reopens it from the snapshot; while they study, the snapshot follows what the viewer shows.
import { openViewer } from '../data/screen-state';
import {
  clearResume,
  readResume,
  saveResume,
  settleResume,
  studyPosition,
  type StudyPosition,
} from '../data/resume';
import { readRememberedUser } from '../data/session/remembered-user';
import { sessionStore } from '../data/session/store';
import { whenIdle } from '../lib/yield';

/** The longest the boot frame waits for the reopened set before the app's screen replaces it. */
const SETTLE_TIMEOUT_MS = 10_000;
/** A larger picture (a huge card) is not kept: the app paints it from the device instead. */
const MAX_HTML_CHARS = 64 * 1024;

function routeOf(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** The build's main chunk, as the boot script names it: a snapshot is painted by its own build. */
export function currentBuild(): string {
  try {
    const main: unknown = JSON.parse(
      document.querySelector('script[data-boot]')?.getAttribute('data-main') ?? '[]',
    );
    return Array.isArray(main) && typeof main[0] === 'string' ? main[0] : '';
  } catch {
    return '';
  }
}

/**
 * At start, for the returning student on their chat screen (or the home page that sends them
 * there): the set they left open, reopened on its tab, where they were.
 */
export function resumeAtStart(): void {
  const route = routeOf(location.hash);
  const user = readRememberedUser();
  const snapshot = user && (route === '/chat' || route === '/') ? readResume(user.uid) : null;
  if (!snapshot) {
    settleResume();
    return;
  }
  const { fileId, tab, itemId, state } = snapshot;
  openViewer({ kind: 'file', fileId, position: null, resume: { fileId, tab, itemId, state } });
  setTimeout(settleResume, SETTLE_TIMEOUT_MS);
}

/** The viewer as it is on screen, without its document (the boot script paints no document). */
function pictureOfViewer(): string | null {
  const shown = document.querySelector('#root .viewer-backdrop');
  if (!shown) return null;
  const copy = shown.cloneNode(true) as Element;
  copy.querySelector('.viewer-document')?.replaceChildren();
  const html = copy.outerHTML;
  return html.length <= MAX_HTML_CHARS ? html : null;
}

function stylesheets(): string[] {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((link) => new URL(link.href, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

function keep(position: StudyPosition, uid: string): void {
  saveResume({
    ...position,
    uid,
    html: pictureOfViewer(),
    styles: stylesheets(),
    build: currentBuild(),
    savedAt: Date.now(),
  });
}

/** Keeps the snapshot of the signed-in student's open set, once the screen is idle. */
export function followStudyPosition(): void {
  let cancel: (() => void) | null = null;
  let last: { position: StudyPosition; uid: string } | null = null;
  const keepNow = () => {
    cancel?.();
    cancel = null;
    const position = studyPosition.get();
    const uid = sessionStore.get().user?.uid;
    if (position && uid) keep(position, uid);
  };
  studyPosition.subscribe(() => {
    const position = studyPosition.get();
    const uid = sessionStore.get().user?.uid ?? last?.uid;
    cancel?.();
    cancel = null;
    if (!position) {
      // The student closed the viewer or left the tab: the next start opens the chat.
      if (last && uid) clearResume(uid);
      last = null;
      return;
    }
    if (uid) last = { position, uid };
    cancel = whenIdle(keepNow, 1000, 200);
  });
  // Leaving the app (home screen, another app) keeps the position at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && cancel) keepNow();
  });
}
