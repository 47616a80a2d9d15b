import type { WebSocket } from 'ws';
import { SOCKET_CLOSE, type SocketEvent } from '../../contract/socket';
import type { EventBus } from './event-bus';

/**
 * The open sockets of each user in this process; forwards bus events to the owner's sockets only.
 * A `session_revoked` event is delivered, then the user's sockets are closed.
 */
export class SocketHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly unsubscribe: () => void;

  /** `publicUrl` makes the relative file links of processing events absolute. */
  constructor(
    bus: EventBus,
    private readonly publicUrl: string,
  ) {
    this.unsubscribe = bus.subscribe(({ userId, event }) => this.send(userId, event));
  }

  add(userId: number, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  send(userId: number, event: SocketEvent): void {
    const sockets = [...(this.sockets.get(userId) ?? [])];
    const text = JSON.stringify(this.localize(event));
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
    if (event.event === 'session_revoked') {
      for (const socket of sockets) socket.close(SOCKET_CLOSE.sessionEnded, 'Session ended');
    }
  }

  private localize(event: SocketEvent): SocketEvent {
    if (event.event !== 'file_processed' || !event.result.file_url?.startsWith('/')) return event;
    return {
      ...event,
      result: { ...event.result, file_url: this.publicUrl + event.result.file_url },
    };
  }

  count(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  close(): void {
    this.unsubscribe();
    for (const set of this.sockets.values())
      for (const s of set) s.close(1001, 'Server shutting down');
    this.sockets.clear();
  }
}
