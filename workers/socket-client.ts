import { decideReconnect } from './reconnect-policy';
import type { SocketPush, SocketStatus } from '../src/data/worker-apis/socket-api';

/** The smallest part of WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface SocketClientDeps {
  createSocket(url: string): SocketLike;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** One WebSocket with the auth handshake and the reconnect policy; lives in the socket worker. */
export class SocketClient {
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private retries = 0;
  private status: SocketStatus = 'disconnected';
  private target: { url: string; token: string } | null = null;
  private readonly subscribers = new Set<(push: SocketPush) => void>();

  constructor(private readonly deps: SocketClientDeps) {}

  subscribe(callback: (push: SocketPush) => void): void {
    this.subscribers.add(callback);
    callback({ kind: 'status', status: this.status });
  }

  connect(url: string, token: string): void {
    this.shutdown();
    this.target = { url, token };
    this.retries = 0;
    this.setStatus('connecting');
    this.open();
  }

  close(): void {
    this.shutdown();
    this.target = null;
    this.setStatus('disconnected');
  }

  /** Offline: no socket and no retries until the page connects again (with a fresh token). */
  pause(): void {
    this.shutdown();
    this.retries = 0;
    this.setStatus('offline');
  }

  private open(): void {
    const target = this.target;
    if (!target) return;
    const socket = this.deps.createSocket(target.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.retries = 0;
      socket.send(JSON.stringify({ type: 'auth', token: target.token }));
      this.setStatus('connected');
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      try {
        this.push({ kind: 'message', data: JSON.parse(event.data) as unknown });
      } catch {
        // Not JSON: nothing the page could use.
      }
    };
    socket.onerror = () => {
      if (this.socket === socket) this.push({ kind: 'error' });
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.onUnexpectedClose(event.code);
    };
  }

  private onUnexpectedClose(code: number): void {
    const decision = decideReconnect(code, this.retries);
    if (decision.action === 'stop') {
      this.setStatus('disconnected');
      this.push({ kind: 'closed', code, reason: decision.reason });
      return;
    }
    this.retries = decision.attempt;
    this.setStatus('reconnecting');
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.open();
    }, decision.delayMs);
  }

  private shutdown(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close(1000);
    }
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.push({ kind: 'status', status });
  }

  private push(message: SocketPush): void {
    for (const callback of this.subscribers) callback(message);
  }
}
