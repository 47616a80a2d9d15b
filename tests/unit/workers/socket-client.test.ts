import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketPush, SocketStatus } from '../../../src/data/worker-apis/socket-api';
import { SocketClient, type SocketLike } from '../../../workers/socket-client';

class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code ?? 1000;
  }
  open(): void {
    this.onopen?.(new Event('open'));
  }
  receive(data: string): void {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop(code = 1006): void {
    this.onclose?.({ code } as CloseEvent);
  }
}

describe('SocketClient', () => {
  let sockets: FakeSocket[];
  let pushes: SocketPush[];
  let client: SocketClient;

  const statuses = (): SocketStatus[] =>
    pushes.flatMap((push) => (push.kind === 'status' ? [push.status] : []));
  const last = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket created');
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    pushes = [];
    client = new SocketClient({
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    client.subscribe((push) => pushes.push(push));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes disconnected -> connecting -> connected and sends the auth message first', () => {
    client.connect('ws://host/ws/u1', 'tok');
    expect(statuses()).toEqual(['disconnected', 'connecting']);
    last().open();
    expect(statuses()).toEqual(['disconnected', 'connecting', 'connected']);
    expect(last().sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
  });

  it('pushes server messages as parsed JSON on the callback channel', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().open();
    last().receive('{"event":"authenticated"}');
    last().receive('not json');
    expect(pushes.filter((p) => p.kind === 'message')).toEqual([
      { kind: 'message', data: { event: 'authenticated' } },
    ]);
  });

  it('reconnects after 2, 4, 8, 16, 32 s and gives up after 5 failures', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().open();
    last().drop();
    expect(statuses().at(-1)).toBe('reconnecting');
    for (const delay of [2000, 4000, 8000, 16000, 32000]) {
      const before = sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(sockets.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(sockets.length).toBe(before + 1);
      last().drop();
    }
    expect(statuses().at(-1)).toBe('disconnected');
    expect(pushes.at(-1)).toEqual({ kind: 'closed', code: 1006, reason: 'exhausted' });
    vi.advanceTimersByTime(120_000);
    expect(sockets.length).toBe(6);
  });

  it('resets the retry counter on a successful open', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().open();
    last().drop();
    vi.advanceTimersByTime(2000);
    last().drop();
    vi.advanceTimersByTime(4000);
    last().open();
    expect(statuses().at(-1)).toBe('connected');
    last().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(2000);
    expect(sockets.length).toBe(before + 1);
  });

  it('does not retry an auth failure (44xx)', () => {
    client.connect('ws://host/ws/u1', 'bad');
    last().open();
    last().drop(4401);
    expect(statuses().at(-1)).toBe('disconnected');
    expect(pushes.at(-1)).toEqual({ kind: 'closed', code: 4401, reason: 'auth' });
    vi.advanceTimersByTime(60_000);
    expect(sockets.length).toBe(1);
  });

  it('does not reconnect after close()', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().open();
    client.close();
    expect(last().closedWith).toBe(1000);
    expect(statuses().at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(sockets.length).toBe(1);
  });

  it('cancels a pending retry on close()', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets.length).toBe(1);
    expect(statuses().at(-1)).toBe('disconnected');
  });

  it('reports socket errors', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().onerror?.(new Event('error'));
    expect(pushes).toContainEqual({ kind: 'error' });
  });

  it('rests while offline: no socket, no retries, status offline; connect starts afresh', () => {
    client.connect('ws://host/ws/u1', 'tok');
    last().open();
    last().drop();
    expect(statuses().at(-1)).toBe('reconnecting');
    client.pause();
    expect(statuses().at(-1)).toBe('offline');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);

    // Back online: a new connection, and SPEC point 4's retries from the first one again.
    client.connect('ws://host/ws/u1', 'tok2');
    expect(statuses().slice(-1)).toEqual(['connecting']);
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });
});
