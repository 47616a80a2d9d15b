// One PostgreSQL LISTEN connection kept open: when it ends (a restart, failover, an
// administrator), it is opened again with backoff. Live events (realtime/pg-event-bus.ts) and
// the job queue's wake-ups (jobs/job-wakeups.ts) each hold one.
import pg from 'pg';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onNotification: (payload: string | undefined) => void,
    /** What the warnings call this connection ("Live events", "Job queue"). */
    private readonly label: string,
  ) {}

  /** Listens on `channel` (a plain identifier) until closed. */
  static async connect(
    url: string,
    channel: string,
    onNotification: (payload: string | undefined) => void,
    label: string,
  ): Promise<PgListener> {
    const listener = new PgListener(url, channel, onNotification, label);
    await listener.listen();
    return listener;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) =>
      console.warn(`${this.label}: the listening connection failed (${error.message})`),
    );
    client.on('end', () => {
      if (this.client === client) this.client = null;
      this.scheduleReconnect();
    });
    client.on('notification', (message) => this.onNotification(message.payload));
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((error: unknown) => {
        console.warn(`${this.label}: could not listen again (${String(error)})`);
        this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
        this.scheduleReconnect();
      });
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end();
  }
}
