import { EventEmitter } from 'node:events';
import type { SocketEvent } from '../../contract/socket';

export interface UserEvent {
  userId: number;
  event: SocketEvent;
}

/** Carries live events to whichever process holds the user's sockets. In-process by default. */
export interface EventBus {
  publish(userId: number, event: SocketEvent): void;
  subscribe(listener: (e: UserEvent) => void): () => void;
  close(): Promise<void>;
}

export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(userId: number, event: SocketEvent): void {
    this.emitter.emit('event', { userId, event } satisfies UserEvent);
  }

  subscribe(listener: (e: UserEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
