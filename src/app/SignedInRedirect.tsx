import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../data/session';
import { signedInLanding } from './guards';

/** The sign-in page of a student already signed in sends them on (SPEC point 4). */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const session = useSession();
  const result = signedInLanding(session);
  if (result.kind === 'redirect') return <Navigate to={result.to} replace />;
  return <>{children}</>;
}
