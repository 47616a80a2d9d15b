import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '../telemetry/errors';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's error screen (SPEC point 8 "Generic"). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, { context: 'route' }), [error]);
  return (
    <main className="route-error" role="alert">
      <h2>{ROUTE_ERROR_TITLE}</h2>
      <h3>{describeRouteError(error)}</h3>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a className="btn" href="#/">
          Home
        </a>
      </p>
    </main>
  );
}
