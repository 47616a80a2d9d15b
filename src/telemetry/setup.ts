import type { ClientConfig } from '../../contract/config';
import { configureAnalytics } from './analytics';
import { CaptureQueue } from './capture-queue';
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

const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

async function setupPostHog(key: string, host: string | null): Promise<void> {
  try {
    const { default: posthog } = await import('posthog-js');
    const apiHost = (host ?? DEFAULT_POSTHOG_HOST).replace(/\/+$/, '');
    // posthog-js names, enriches and identifies the events; our queue sends them, with the
    // retry policy of SPEC point 7 (posthog-js's own cannot be set to it).
    const queue = new CaptureQueue({ url: `${apiHost}/batch/`, apiKey: key });
    posthog.init(key, {
      api_host: apiHost,
      // SPEC point 7: autocapture and page-view capture are off.
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      persistence: 'localStorage',
      // Nothing but the events: no flags, surveys, recordings or scripts from elsewhere.
      advanced_disable_flags: true,
      disable_surveys: true,
      disable_session_recording: true,
      disable_external_dependency_loading: true,
      disable_web_experiments: true,
      disable_product_tours: true,
      disable_conversations: true,
      capture_exceptions: false,
      capture_heatmaps: false,
      capture_dead_clicks: false,
      capture_performance: false,
      before_send: (event) => {
        if (event) queue.enqueue(event);
        return null;
      },
    });
    window.addEventListener('pagehide', () => void queue.flush());
    configureAnalytics({
      capture: (name, props) => posthog.capture(name, props),
      identify: (id, props) => posthog.identify(id, props),
      reset: () => posthog.reset(),
      flush: () => queue.flush(),
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
