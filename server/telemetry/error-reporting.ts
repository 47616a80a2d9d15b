/** Reports unexpected server errors to Sentry when SENTRY_DSN is set; a no-op otherwise. */
export type ServerErrorReporter = (error: unknown) => void;

export async function createErrorReporter(dsn: string | null): Promise<ServerErrorReporter> {
  if (!dsn) return () => undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate: 0 });
  return (error) => {
    Sentry.captureException(error);
  };
}
