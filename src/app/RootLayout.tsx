import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../data/session';
import { LoadingScreen } from './LoadingScreen';
import { useAppText } from './messages';
import { ToastList } from '../ui/toasts';
import { track } from '../telemetry/analytics';

/** SPEC point 9's `page_view`, on every route (posthog-js's own page views are off). */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => track('page_view', { path: pathname }), [pathname]);
  return null;
}

/**
 * Follows the session's landing path after a sign-in, sign-out or account deletion. The path is
 * cleared only once the location matches, because the guards wait while it is pending; clearing
 * it earlier would let a guard of the old page redirect as well.
 */
function LandingNavigator() {
  const { landing, consumeLanding } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (landing === null) return;
    if (pathname === landing) consumeLanding();
    else void navigate(landing, { replace: true });
  }, [landing, pathname, consumeLanding, navigate]);
  return null;
}

/**
 * The offline banner and the outbox's notices concern a signed-in student only: their code
 * (Dexie) stays off the public pages.
 */
const SignedInNotices = lazy(() => import('./SignedInNotices'));

export function RootLayout() {
  const { user } = useSession();
  const appText = useAppText();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {appText.skipToContent}
      </a>
      <LandingNavigator />
      <PageViews />
      {user && (
        <Suspense fallback={null}>
          <SignedInNotices />
        </Suspense>
      )}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <ToastList />
    </div>
  );
}

function skipToMain(event: React.MouseEvent<HTMLAnchorElement>): void {
  // A plain #main would be read as a route by the hash router.
  event.preventDefault();
  document.getElementById('main')?.focus();
}
