import pg from 'pg';
import { SocketEvent } from '../../contract/socket';
import { PgListener } from '../db/pg-listener';
import type { EventBus, UserEvent } from './event-bus';

const CHANNEL = 'mnemo_events';

/**
 * Live events between processes over PostgreSQL LISTEN/NOTIFY: a worker process publishes,
 * every API process receives and forwards to the sockets it holds.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<(e: UserEvent) => void>();
  private readonly pool: pg.Pool;
  private listener: PgListener | null = null;

  private constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection ended by the server (restart, failover, an administrator) is replaced
    // on the next query; without a listener its error would end the process.
    this.pool.on('error', (error) =>
      console.warn(`Live events: a pooled connection ended (${error.message})`),
    );
  }

  static async connect(url: string): Promise<PgEventBus> {
    const bus = new PgEventBus(url);
    bus.listener = await PgListener.connect(
      url,
      CHANNEL,
      (payload) => bus.deliver(payload),
      'Live events',
    );
    return bus;
  }

  publish(userId: number, event: SocketEvent): void {
    void this.pool
      .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, event })])
      .catch((error: unknown) => {
        console.error('Could not publish a live event', error);
      });
  }

  subscribe(listener: (e: UserEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private deliver(payload: string | undefined): void {
    try {
      const raw = JSON.parse(payload ?? '') as { userId?: unknown; event?: unknown };
      const event = SocketEvent.safeParse(raw.event);
      if (typeof raw.userId !== 'number' || !event.success) return;
      for (const listener of this.listeners) listener({ userId: raw.userId, event: event.data });
    } catch {
      // not one of ours
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.listener?.close();
    await this.pool.end();
  }
}
