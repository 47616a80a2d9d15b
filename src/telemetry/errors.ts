/** Error reporting seam (Sentry later); logs to the console until configured. */
export type ErrorReporter = (error: unknown, context?: Record<string, string>) => void;

let reporter: ErrorReporter | null = null;

export function configureErrorReporting(next: ErrorReporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, context: Record<string, string> = {}): void {
  console.error(error, context);
  reporter?.(error, context);
}
