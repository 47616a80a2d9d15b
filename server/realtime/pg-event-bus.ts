import pg from 'pg';
import { SocketEvent } from '../../contract/socket';
import type { EventBus, UserEvent } from './event-bus';

const CHANNEL = 'mnemo_events';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Live events between processes over PostgreSQL LISTEN/NOTIFY: a worker process publishes,
 * every API process receives and forwards to the sockets it holds.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<(e: UserEvent) => void>();
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  private constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
    // An idle connection ended by the server (restart, failover, an administrator) is replaced
    // on the next query; without a listener its error would end the process.
    this.pool.on('error', (error) =>
      console.warn(`Live events: a pooled connection ended (${error.message})`),
    );
  }

  static async connect(url: string): Promise<PgEventBus> {
    const bus = new PgEventBus(url);
    await bus.listen();
    return bus;
  }

  /** Opens the LISTEN connection; when it ends, it is opened again with backoff. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) =>
      console.warn(`Live events: the listening connection failed (${error.message})`),
    );
    client.on('end', () => {
      if (this.listener === client) this.listener = null;
      this.scheduleReconnect();
    });
    client.on('notification', (message) => this.deliver(message.payload));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((error: unknown) => {
        console.warn(`Live events: could not listen again (${String(error)})`);
        this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
        this.scheduleReconnect();
      });
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
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
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    await this.listener?.end();
    await this.pool.end();
  }
}
