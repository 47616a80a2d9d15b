import { RateLimitedError } from '../errors';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed one-minute windows per key, in this process's memory (N API processes allow N times the
 * limit, as an in-memory limiter does). Bounded: past `maxKeys`, expired windows are dropped
 * first, then the oldest.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`; returns the seconds to wait when it is over the limit. */
  hit(key: string): number | null {
    const window = this.current(key, true);
    window.count += 1;
    return window.count > this.max ? this.retryAfter(window) : null;
  }

  /** Whether `key` is over the limit now, without counting anything. */
  blocked(key: string): number | null {
    const window = this.current(key, false);
    return window.count >= this.max ? this.retryAfter(window) : null;
  }

  private retryAfter(window: Window): number {
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  private current(key: string, create: boolean): Window {
    const now = this.now();
    const existing = this.windows.get(key);
    if (existing && existing.resetAt > now) return existing;
    const fresh = { count: 0, resetAt: now + this.windowMs };
    if (!create) return fresh;
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) this.prune(now);
    this.windows.set(key, fresh);
    return fresh;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: the oldest windows (Map order is insertion order) go.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys * 0.9) break;
      this.windows.delete(key);
    }
  }
}

export const RATE_LIMIT_MESSAGES = {
  user: 'Too many requests. Please slow down and try again shortly.',
  anonymous:
    'Too many requests without a valid sign-in from this network address. Sign in and try again shortly.',
  sockets: 'Too many live connections opened. Please wait a minute and refresh the page.',
} as const;

/**
 * The three buckets of issue 18: signed-in API calls per user, API calls without a valid identity
 * (none, a bad token, a bad signed link, a failed socket sign-in) per IP, and socket sign-ins per
 * user. The shell, static files, /healthz and the client config are never limited.
 */
export class RequestLimits {
  private readonly users: FixedWindowLimiter;
  private readonly anonymous: FixedWindowLimiter;
  private readonly sockets: FixedWindowLimiter;

  constructor(limits: { perUser: number; perIp: number; socketsPerUser: number }) {
    this.users = new FixedWindowLimiter(limits.perUser);
    this.anonymous = new FixedWindowLimiter(limits.perIp);
    this.sockets = new FixedWindowLimiter(limits.socketsPerUser);
  }

  /** Throws a 429 when the signed-in user (`key`: their row id or uid) is over the limit. */
  user(key: string): void {
    const wait = this.users.hit(key);
    if (wait !== null) throw new RateLimitedError(RATE_LIMIT_MESSAGES.user, wait);
  }

  /** Counts a call without a valid identity; throws a 429 when the address is over the limit. */
  anonymousCall(ip: string): void {
    const wait = this.anonymous.hit(ip);
    if (wait !== null) throw new RateLimitedError(RATE_LIMIT_MESSAGES.anonymous, wait);
  }

  /** Seconds to wait when the address has used up its calls without a valid identity. */
  anonymousBlocked(ip: string): number | null {
    return this.anonymous.blocked(ip);
  }

  /** Seconds to wait when the user opened too many sockets, else null (and counts this one). */
  socket(userId: number): number | null {
    return this.sockets.hit(`s${userId}`);
  }
}
