import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession, type AuthIntent } from '../../data/session';
import { LocalSignInForm } from './LocalSignInForm';
import { useAuthText } from './messages';

/** The sign-in component of SPEC point 2. */
export function SignInPanel({ redirectPath }: { redirectPath: string }) {
  const authText = useAuthText();
  const session = useSession();
  const [pending, setPending] = useState<AuthIntent | null>(null);
  const [intent, setIntent] = useState<AuthIntent>('signin');
  const { start: startSession, screenShown } = session;
  // This page needs the identity SDK (not the home page): the session starts here.
  useEffect(() => {
    startSession();
    screenShown();
  }, [startSession, screenShown]);

  if (session.configError && !session.user) {
    return (
      <div className="stack" role="alert">
        <p className="error-text">{authText.configError}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {authText.retry}
        </button>
      </div>
    );
  }

  if (session.authLoading && !session.signingOut) {
    return (
      <p role="status" className="muted">
        {authText.loading}
      </p>
    );
  }

  if (session.user || session.signingOut) {
    const who = session.user?.email ?? session.user?.displayName ?? '';
    return (
      <div className="stack">
        {who && <p>{authText.signedInAs(who)}</p>}
        {session.user && (
          <Link to={redirectPath} className="btn btn-primary">
            {authText.continue}
          </Link>
        )}
        <button
          type="button"
          className="btn"
          disabled={session.signingOut}
          onClick={() => void session.signOut().catch((e: unknown) => console.warn(e))}
        >
          {session.signingOut ? authText.signingOut : authText.signOut}
        </button>
      </div>
    );
  }

  async function start(next: AuthIntent): Promise<void> {
    setIntent(next);
    setPending(next);
    try {
      await session.signIn(next, redirectPath);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="stack">
      {!session.authReady && (
        <p role="status" className="connecting">
          <span className="spinner" aria-hidden="true" /> {authText.connecting}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!session.authReady || pending !== null}
        onClick={() => void start('signin')}
      >
        <GoogleMark /> {authText.signIn}
      </button>
      <button
        type="button"
        className="btn"
        disabled={!session.authReady || pending !== null}
        onClick={() => void start('signup')}
      >
        <GoogleMark /> {authText.signUp}
      </button>
      {session.localSignInOffered && (
        <LocalSignInForm
          onSubmit={(name, email) => session.signInLocally(name, email, intent, redirectPath)}
        />
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <span className="google-mark" aria-hidden="true">
      G
    </span>
  );
}
