// When the screen of a returning student has been painted from IndexedDB. Requests (identity,
// subscription, list refreshes, the socket) wait for it, so none sits on the first paint's path.

/** Longest wait for the signal, for a screen that never sends it. */
export const SCREEN_SHOWN_TIMEOUT_MS = 3000;

let signal: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  signal = resolve;
});

/** Said by the route layer once the screen it guards has been committed and painted. */
export function screenShown(): void {
  signal();
}

/** Resolves once the screen is shown (or after the timeout). */
export function whenScreenShown(timeoutMs = SCREEN_SHOWN_TIMEOUT_MS): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
