// The boot script in index.html may show a returning student's chat screen as the build rendered
// it (`#boot-frame`, inert) and hide the app's root meanwhile: the student sees the screen at the
// first paint, before any code has loaded. The app then starts in the hidden root; once it shows
// something other than a wait (its own chat screen, or where the session sends the student: the
// sign-in page after an expired session, Settings without a subscription), that replaces the frame
// before the next paint. The frame is the same markup as the screen's first commit, so the swap
// shows no change.

/** The app's waits: while the root shows one of them, the frame stays. */
const WAITING = '.loading-screen, .chat-loading';

export function replaceFrameWhenShown(root: HTMLElement): void {
  const frame = document.getElementById('boot-frame');
  if (!frame) return;
  const shown = () => root.childElementCount > 0 && !root.querySelector(WAITING);
  // Mutation records are delivered in a microtask after React's commit, before the next paint.
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    frame.remove();
    root.hidden = false;
  });
  observer.observe(root, { childList: true, subtree: true });
}
