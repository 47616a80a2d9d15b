import type { ClientConfig } from '../../contract/config';
import { configureAnalytics } from './analytics';
import { configureErrorReporting } from './errors';

/**
 * Plugs the real SDKs in when the server's client config names them (POSTHOG_KEY, SENTRY_DSN);
 * otherwise analytics stays off and errors only reach the console. The SDKs load on demand, so
 * a deployment without them downloads neither.
 */
export type TelemetryConfig = Pick<ClientConfig, 'posthogKey' | 'posthogHost' | 'sentryDsn'>;

let started: Promise<void> | null = null;

/** Once per page: the home page starts it from the config's keys alone, the session again. */
export function setupTelemetry(config: TelemetryConfig): Promise<void> {
  started ??= setupOnce(config);
  return started;
}

async function setupOnce(config: TelemetryConfig): Promise<void> {
  await Promise.all([
    config.posthogKey ? setupPostHog(config.posthogKey, config.posthogHost) : null,
    config.sentryDsn ? setupSentry(config.sentryDsn) : null,
  ]);
}

async function setupPostHog(key: string, host: string | null): Promise<void> {
  try {
    const { default: posthog } = await import('posthog-js');
    // SPEC point 7: autocapture and page-view capture are off; events are sent in batches.
    posthog.init(key, {
      api_host: host ?? 'https://us.i.posthog.com',
      autocapture: false,
      capture_pageview: false,
      persistence: 'localStorage',
    });
    configureAnalytics({
      capture: (name, props) => posthog.capture(name, props),
      identify: (id, props) => posthog.identify(id, props),
      reset: () => posthog.reset(),
      flush: async () => undefined,
    });
  } catch (error) {
    console.warn('analytics could not start', error);
  }
}

async function setupSentry(dsn: string): Promise<void> {
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({ dsn });
    configureErrorReporting((error, context) => {
      Sentry.captureException(error, { extra: context });
    });
  } catch (error) {
    console.warn('error reporting could not start', error);
  }
}
