/** The reconnect policy of SPEC point 4, pure so it can be tested without sockets or timers. */
export const MAX_RETRIES = 5;
export const BASE_DELAY_MS = 1000;

/** Close codes 4400-4499 are auth failures (contract/socket SOCKET_CLOSE): never retried. */
export function isAuthFailure(code: number): boolean {
  return code >= 4400 && code <= 4499;
}

/** Delay before retry number `attempt` (1-based): 2, 4, 8, 16, 32 s. */
export function retryDelayMs(attempt: number): number {
  return BASE_DELAY_MS * 2 ** attempt;
}

export type ReconnectDecision =
  | { action: 'retry'; attempt: number; delayMs: number }
  | { action: 'stop'; reason: 'auth' | 'exhausted' };

/** What to do after an unexpected close, given how many retries already ran since the last open. */
export function decideReconnect(code: number, retriesSoFar: number): ReconnectDecision {
  if (isAuthFailure(code)) return { action: 'stop', reason: 'auth' };
  const attempt = retriesSoFar + 1;
  if (attempt > MAX_RETRIES) return { action: 'stop', reason: 'exhausted' };
  return { action: 'retry', attempt, delayMs: retryDelayMs(attempt) };
}
