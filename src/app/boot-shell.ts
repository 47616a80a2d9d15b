// The boot script in index.html may show a returning student's chat screen as the build rendered
// it (`#boot-frame`, inert) and hide the app's root meanwhile: the student sees the screen at the
// first paint, before any code has loaded. The app then starts in the hidden root; once it shows
// something other than a wait (its own chat screen, or where the session sends the student: the
// sign-in page after an expired session, Settings without a subscription), that replaces the frame
// before the next paint. The frame is the same markup as the screen's first commit, so the swap
// shows no change.
//
// Over that frame the boot script may paint the set the student left open (`#boot-resume`, the
// file viewer as it was last rendered: src/app/resume.ts). It answers taps at once by marking
// them as waiting (`taps`); it stays until the app shows that set itself (or knows it cannot:
// src/data/resume.ts `settleResume`); the app then replays the taps on the same controls if it
// shows the same content, and takes the focus where it was.
import { resumeSettled } from '../data/resume';

/** The app's waits: while the root shows one of them, the frame stays. */
const WAITING = '.loading-screen, .chat-loading';

/** What the boot script leaves on the resumed picture: the controls tapped before the app was in. */
interface ResumePicture extends HTMLElement {
  taps?: Element[];
}

/** The child indexes from `top` down to `node`. */
function pathOf(top: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== top; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}

function follow(top: Element, path: readonly number[]): Element | null {
  let at: Element | null = top;
  for (const i of path) at = at?.children[i] ?? null;
  return at;
}

/** The study pane of a viewer: what must read the same for a tap on it to mean the same. */
const PANE = '.flashcards-viewer, .quiz-viewer';

/** The app's viewer takes over from the picture: the same taps, the same focus. */
function handOver(picture: ResumePicture, root: HTMLElement): void {
  const pictured = picture.querySelector('.viewer-backdrop');
  const real = root.querySelector('.viewer-backdrop');
  if (!pictured || !real) return;
  const same =
    picture.querySelector(PANE)?.textContent === real.querySelector(PANE)?.textContent &&
    real.querySelector(PANE) !== null;
  const focused = document.activeElement;
  const focusPath = focused && picture.contains(focused) ? pathOf(pictured, focused) : null;
  // A tap on the card or its answers means that card: replayed only if the app shows the same.
  const taps = (picture.taps ?? []).filter((tap) => same || !tap.closest(PANE));
  const controls = taps.map((tap) => {
    const path = pathOf(pictured, tap);
    return path && follow(real, path);
  });
  const target = focusPath ? follow(real, focusPath) : real.querySelector(PANE);
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  // After the commit that settled the resume, before the paint.
  queueMicrotask(() => {
    for (const control of controls) if (control instanceof HTMLElement) control.click();
  });
}

export function replaceFrameWhenShown(root: HTMLElement): void {
  const frame = document.getElementById('boot-frame');
  const picture = document.getElementById('boot-resume') as ResumePicture | null;
  if (!frame && !picture) return;
  const shown = () =>
    root.childElementCount > 0 && !root.querySelector(WAITING) && (!picture || resumeSettled.get());
  const swap = () => {
    if (!shown()) return;
    observer.disconnect();
    unsubscribe();
    frame?.remove();
    root.hidden = false;
    if (picture) {
      handOver(picture, root);
      picture.remove();
    }
  };
  // Mutation records are delivered in a microtask after React's commit, before the next paint.
  const observer = new MutationObserver(swap);
  observer.observe(root, { childList: true, subtree: true });
  // The resume settles in a layout effect: after the commit, before the paint.
  const unsubscribe = resumeSettled.subscribe(swap);
}
