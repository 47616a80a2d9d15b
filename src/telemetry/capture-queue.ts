// The analytics delivery of SPEC point 7: captured events are POSTed in batches to the
// provider's batch endpoint, with up to 3 retries at 1 s, 2 s and 4 s; a batch that still fails
// is only logged (SPEC point 8). posthog-js builds each event (ids, session, properties); this
// queue, not its own retry policy (up to 10 retries from 3 s), sends them.

/** SPEC point 9: analytics send retries, delay 1000 ms times 2 to the power of the attempt. */
export const ANALYTICS_RETRIES = 3;
export const ANALYTICS_RETRY_BASE_MS = 1000;

/** The wait before retry `attempt` (0, 1, 2): 1 s, 2 s, 4 s. */
export function retryDelayMs(attempt: number): number {
  return ANALYTICS_RETRY_BASE_MS * 2 ** attempt;
}

/** One event as the provider's batch endpoint takes it (posthog-js's capture result). */
export interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
  uuid?: string;
  timestamp?: Date | string;
  $set?: Record<string, unknown>;
  $set_once?: Record<string, unknown>;
  $unset?: string[];
}

export interface CaptureQueueOptions {
  /** The batch endpoint, e.g. `https://us.i.posthog.com/batch/`. */
  url: string;
  apiKey: string;
  /** A batch leaves at this many events, or `flushIntervalMs` after its first. */
  batchSize?: number;
  flushIntervalMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Browsers send a `keepalive` request after the page is gone, up to 64 KiB of body. */
const KEEPALIVE_MAX_BYTES = 60_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class CaptureQueue {
  private events: CapturedEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly batchSize: number;
  private readonly flushIntervalMs: number;
  private readonly send: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: CaptureQueueOptions) {
    this.batchSize = options.batchSize ?? 50;
    this.flushIntervalMs = options.flushIntervalMs ?? 3000;
    this.send = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? wait;
  }

  enqueue(event: CapturedEvent): void {
    this.events.push(event);
    if (this.events.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushIntervalMs);
  }

  /** Sends every queued event now; resolves once they are delivered or given up on. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.events;
    this.events = [];
    if (batch.length > 0) await this.deliver(batch);
  }

  private async deliver(batch: CapturedEvent[]): Promise<boolean> {
    const body = JSON.stringify({ api_key: this.options.apiKey, batch });
    for (let attempt = 0; ; attempt += 1) {
      let reason: string;
      try {
        const response = await this.send(this.options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          keepalive: body.length < KEEPALIVE_MAX_BYTES,
        });
        if (response.ok) return true;
        reason = `HTTP ${response.status}`;
        // A refusal of the events themselves does not get better by sending them again.
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          console.warn(`Analytics: ${batch.length} events refused (${reason})`);
          return false;
        }
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= ANALYTICS_RETRIES) {
        console.warn(
          `Analytics: ${batch.length} events not sent after ${ANALYTICS_RETRIES} retries (${reason})`,
        );
        return false;
      }
      await this.sleep(retryDelayMs(attempt));
    }
  }
}
