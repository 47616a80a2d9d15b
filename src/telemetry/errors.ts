/** Error reporting seam (Sentry when SENTRY_DSN is set); logs to the console always. */
import { track } from './analytics';

export type ErrorReporter = (error: unknown, context?: Record<string, string>) => void;

let reporter: ErrorReporter | null = null;

export function configureErrorReporting(next: ErrorReporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, context: Record<string, string> = {}): void {
  console.error(error, context);
  reporter?.(error, context);
  // SPEC point 9's `error` event: what went wrong, where.
  const message = error instanceof Error ? error.message : String(error);
  track('error', { message, ...context });
}
