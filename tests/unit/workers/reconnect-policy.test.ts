import { describe, expect, it } from 'vitest';
import {
  MAX_RETRIES,
  decideReconnect,
  isAuthFailure,
  retryDelayMs,
} from '../../../workers/reconnect-policy';

describe('reconnect policy', () => {
  it('waits 2, 4, 8, 16 and 32 s before retries 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000]);
  });

  it('retries up to 5 times, then stops as exhausted', () => {
    const delays: number[] = [];
    let retries = 0;
    for (;;) {
      const decision = decideReconnect(1006, retries);
      if (decision.action === 'stop') {
        expect(decision.reason).toBe('exhausted');
        break;
      }
      delays.push(decision.delayMs);
      retries = decision.attempt;
    }
    expect(retries).toBe(MAX_RETRIES);
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000]);
  });

  it('starts again at 2 s when the counter was reset by a successful open', () => {
    expect(decideReconnect(1006, 0)).toEqual({ action: 'retry', attempt: 1, delayMs: 2000 });
  });

  it.each([4400, 4401, 4403, 4408, 4499])('never retries the auth close code %i', (code) => {
    expect(isAuthFailure(code)).toBe(true);
    expect(decideReconnect(code, 0)).toEqual({ action: 'stop', reason: 'auth' });
  });

  it.each([1000, 1001, 1006, 1011, 4000, 4500])('retries the close code %i', (code) => {
    expect(isAuthFailure(code)).toBe(false);
    expect(decideReconnect(code, 0).action).toBe('retry');
  });
});
