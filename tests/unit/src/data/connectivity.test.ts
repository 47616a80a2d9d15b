// Connectivity as a state: what the browser says, what the API calls find, and probes of the
// server while it cannot be reached.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let online = true;
const fetchMock = vi.fn();

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = () => import('../../../../src/data/connectivity');

describe('connectivity', () => {
  it('is offline when the browser is, whatever a call says', async () => {
    const c = await load();
    online = false;
    c.reportReachability(true);
    expect(c.getConnectivity()).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the server unreachable after a failed call and probes it until it answers', async () => {
    const c = await load();
    const seen: string[] = [];
    c.onConnectivity((state) => seen.push(state));
    fetchMock.mockRejectedValueOnce(new TypeError('down')).mockResolvedValueOnce({ ok: true });

    c.reportReachability(false);
    expect(c.getConnectivity()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(c.getConnectivity()).toBe('unreachable');
    // The next probe waits twice as long.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(seen).toEqual(['unreachable', 'online']);
  });

  it('any answer from the server means online again, and stops the probes', async () => {
    const c = await load();
    c.reportReachability(false);
    c.reportReachability(true);
    expect(c.getConnectivity()).toBe('online');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the browser comes back online before saying so', async () => {
    const c = await load();
    fetchMock.mockResolvedValue({ ok: false });
    expect(await c.probe()).toBe(false);
    expect(c.getConnectivity()).toBe('unreachable');
    fetchMock.mockResolvedValue({ ok: true });
    expect(await c.probe()).toBe(true);
    expect(c.getConnectivity()).toBe('online');
  });
});
