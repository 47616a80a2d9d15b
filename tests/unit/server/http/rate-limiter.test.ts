import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from '../../../../server/http/rate-limiter';

describe('FixedWindowLimiter', () => {
  it('allows max calls per window and says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60_000, 100, () => now);
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.blocked('a')).toBeNull();
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.blocked('a')).toBe(60);
    now += 15_000;
    expect(limiter.hit('a')).toBe(45);
    expect(limiter.hit('b')).toBeNull();
    now += 45_000;
    expect(limiter.hit('a')).toBeNull();
  });

  it('stays bounded under many keys', () => {
    const limiter = new FixedWindowLimiter(1, 60_000, 1000);
    for (let i = 0; i < 50_000; i++) limiter.hit(`ip${i}`);
    expect(
      (limiter as unknown as { windows: Map<string, unknown> }).windows.size,
    ).toBeLessThanOrEqual(1000);
  });
});
