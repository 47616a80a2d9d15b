/** The comlink boundary of socket.worker.ts; the page imports only these types (STYLE habit 2); it sits under src/data so every import points down to it. */
/** `offline`: paused while the device is offline or the server unreachable (not a failure). */
export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** What the worker pushes to the page, on the callback given to `subscribe`. */
export type SocketPush =
  | { kind: 'status'; status: SocketStatus }
  /** A text frame from the server, parsed as JSON; the page validates it with contract/socket. */
  | { kind: 'message'; data: unknown }
  | { kind: 'error' }
  /** The socket closed for good: after the retries, or at once for an auth failure (44xx). */
  | { kind: 'closed'; code: number; reason: 'auth' | 'exhausted' };

export interface SocketWorkerApi {
  connect(url: string, token: string): void;
  /** Closes the socket and cancels retries while offline; `connect` starts again. */
  pause(): void;
  close(): void;
  subscribe(callback: (push: SocketPush) => void): void;
}
