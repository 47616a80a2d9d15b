import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { textOf } from '../lib/i18n/current';
import { reportError } from '../telemetry/errors';
import { APP_TEXT, useAppText } from './messages';

export const ROUTE_ERROR_TITLE = APP_TEXT.routeErrorTitle;

export function describeRouteError(error: unknown): string {
  const appText = textOf('app', APP_TEXT);
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : appText.unknownError;
}

/** The router's error screen (SPEC point 8 "Generic"). */
export function RouteError() {
  const appText = useAppText();
  const error = useRouteError();
  useEffect(() => reportError(error, { context: 'route' }), [error]);
  return (
    <main className="route-error" role="alert">
      <h2>{appText.routeErrorTitle}</h2>
      <h3>{describeRouteError(error)}</h3>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {appText.reload}
        </button>{' '}
        <a className="btn" href="#/">
          {appText.home}
        </a>
      </p>
    </main>
  );
}
