import type { WebSocket } from 'ws';
import type { SocketEvent } from '../../contract/socket';
import type { EventBus } from './event-bus';

/** The open sockets of each user in this process; forwards bus events to the owner's sockets only. */
export class SocketHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly origins = new WeakMap<WebSocket, string>();
  private readonly unsubscribe: () => void;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe(({ userId, event }) => this.send(userId, event));
  }

  /** `origin` (scheme://host of the socket's page) makes relative file links absolute per socket. */
  add(userId: number, socket: WebSocket, origin: string): void {
    this.origins.set(socket, origin);
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
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify(this.localize(event, socket)));
    }
  }

  private localize(event: SocketEvent, socket: WebSocket): SocketEvent {
    if (event.event !== 'file_processed' || !event.result.file_url?.startsWith('/')) return event;
    return {
      ...event,
      result: {
        ...event.result,
        file_url: (this.origins.get(socket) ?? '') + event.result.file_url,
      },
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
