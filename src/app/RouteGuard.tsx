import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data/session';
import { guard, type Access } from './guards';
import { LoadingScreen } from './LoadingScreen';
import { useAppText } from './messages';
import { afterPaint } from '../ui/AfterPaint';

/** Tells the session, once the guarded screen is on screen (painted after its commit). */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(() => afterPaint(onShown), [onShown]);
  return null;
}

export function RouteGuard({
  access,
  waitFor = 'loading',
  preload,
  children,
}: {
  access: Access;
  /** What the wait says: 'Loading...' or (the chat's) 'Loading user session...'. */
  waitFor?: 'loading' | 'loadingSession';
  /** Starts loading the screen's code while the session decides, instead of after. */
  preload?: () => unknown;
  children: ReactNode;
}) {
  const appText = useAppText();
  const session = useSession();
  const location = useLocation();
  const { start } = session;
  useEffect(() => {
    start();
    preload?.();
  }, [start, preload]);
  const result = guard(access, session);
  if (result.kind === 'wait') return <LoadingScreen text={appText[waitFor]} />;
  if (result.kind === 'redirect') {
    return <Navigate to={result.to} replace state={{ from: location.pathname }} />;
  }
  return (
    <>
      {children}
      <ScreenShown onShown={session.screenShown} />
    </>
  );
}
