import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from '../../../../src/app/lazy';

describe('chunk loading', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }), 3)).resolves.toEqual({
      default: 1,
    });
  });

  it("fails with 'Loading chunk N failed' after 120 s", async () => {
    vi.useFakeTimers();
    let failure: unknown = null;
    withChunkTimeout(() => new Promise<never>(() => undefined), 4).catch((error: unknown) => {
      failure = error;
    });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Loading chunk 4 failed');
  });

  it("turns a failed import into 'Loading chunk N failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch')), 2),
    ).rejects.toThrow('Loading chunk 2 failed');
  });
});
