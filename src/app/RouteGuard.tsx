import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../data/session';
import { guard, type Access } from './guards';
import { LoadingScreen } from './LoadingScreen';

export function RouteGuard({
  access,
  waitText = 'Loading...',
  children,
}: {
  access: Access;
  waitText?: string;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const result = guard(access, session);
  if (result.kind === 'wait') return <LoadingScreen text={waitText} />;
  if (result.kind === 'redirect') {
    return <Navigate to={result.to} replace state={{ from: location.pathname }} />;
  }
  return children;
}
