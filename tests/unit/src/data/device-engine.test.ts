// @vitest-environment jsdom
// The page's handle on the engine worker: a worker that fails (its script cannot load, it
// crashes) fails the calls waiting on it, and the next call starts a new one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../../src/data/db', () => ({ getDb: () => ({ name: 'mnemo-u1' }) }));

/** A worker that receives messages and never answers, until told to fail. */
class SilentWorker extends EventTarget {
  static made: SilentWorker[] = [];
  terminated = false;
  constructor() {
    super();
    SilentWorker.made.push(this);
  }
  postMessage(): void {}
  terminate(): void {
    this.terminated = true;
  }
}

const engine = await import('../../../../src/data/device-engine');

beforeEach(() => {
  SilentWorker.made = [];
  vi.stubGlobal('Worker', SilentWorker);
});
afterEach(() => {
  engine.stopDeviceEngine();
  vi.unstubAllGlobals();
});

describe('the engine on this device', () => {
  it('fails the waiting calls when its worker fails, and starts a new worker next time', async () => {
    const search = engine.searchOnDevice('osmosis', 10);
    const [worker] = SilentWorker.made;
    worker?.dispatchEvent(new Event('error'));
    await expect(search).rejects.toThrow(engine.ENGINE_FAILED);
    expect(worker?.terminated).toBe(true);
    void engine.answerOnDevice('What is osmosis?', [], 'Beginner').catch(() => undefined);
    expect(SilentWorker.made).toHaveLength(2);
  });

  it('keeps one worker for the open database', () => {
    void engine.searchOnDevice('a', 1).catch(() => undefined);
    void engine.searchOnDevice('b', 1).catch(() => undefined);
    engine.warmDeviceEngine();
    expect(SilentWorker.made).toHaveLength(1);
  });
});
