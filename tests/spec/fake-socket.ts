// The live socket of the app with only the network and the clock replaced: the page's live
// module talks to the real SocketClient (the socket worker's code) in this thread, over fake
// WebSockets the test opens, closes and feeds, and a timer list the test runs by hand, so the
// reconnect delays are read exactly as the client asks for them.
import { SocketClient, type SocketLike } from '../../workers/socket-client';
import type { SocketWorkerApi } from '../../src/data/worker-apis/socket-api';

export class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {}
  open(): void {
    this.onopen?.(new Event('open'));
  }
  drop(code = 1006): void {
    this.onclose?.({ code } as CloseEvent);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
  push(data: unknown): void {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

export const net = {
  sockets: [] as FakeSocket[],
  timers: [] as { run: () => void; ms: number; cleared: boolean }[],
  get last(): FakeSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (!socket) throw new Error('no socket opened');
    return socket;
  },
  /** Runs the next pending timer; returns its delay. */
  tick(): number {
    const timer = this.timers.find((t) => !t.cleared);
    if (!timer) throw new Error('no timer pending');
    timer.cleared = true;
    timer.run();
    return timer.ms;
  },
};

const client = new SocketClient({
  createSocket: (url) => {
    const socket = new FakeSocket(url);
    net.sockets.push(socket);
    return socket;
  },
  setTimer: (run, ms) => {
    const timer = { run, ms, cleared: false };
    net.timers.push(timer);
    return timer;
  },
  clearTimer: (handle) => void ((handle as { cleared: boolean }).cleared = true),
});

/** What comlink's `wrap` gives the page for the socket worker. */
export const socketApi: SocketWorkerApi = {
  connect: (url, token) => client.connect(url, token),
  pause: () => client.pause(),
  close: () => client.close(),
  subscribe: (callback) => client.subscribe(callback),
};

/** A Worker that only carries its name, so `wrap` can tell the socket worker apart. */
export class NamedWorker {
  constructor(
    readonly url: URL | string,
    readonly options: { name?: string } = {},
  ) {}
  postMessage(): void {}
  terminate(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}

/**
 * comlink with `wrap` giving `socketApi` for the socket worker (and the real proxy for any other
 * worker): the module a test mocks comlink with, `vi.mock('comlink', async (actual) =>
 * (await import('./fake-socket')).comlinkWithFakeSocket(await actual()))`.
 */
export function comlinkWithFakeSocket(actual: typeof import('comlink')): typeof import('comlink') {
  return {
    ...actual,
    wrap: ((worker: { options?: { name?: string } }) =>
      worker.options?.name === 'mnemo-socket'
        ? socketApi
        : actual.wrap(worker as never)) as typeof actual.wrap,
    proxy: (<T>(value: T) => value) as typeof actual.proxy,
  };
}
