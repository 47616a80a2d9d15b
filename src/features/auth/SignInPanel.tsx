import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession, type AuthIntent } from '../../data/session';
import { LocalSignInForm } from './LocalSignInForm';
import { AUTH_TEXT } from './messages';

/** The sign-in component of SPEC point 2. */
export function SignInPanel({ redirectPath }: { redirectPath: string }) {
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
        <p className="error-text">{AUTH_TEXT.configError}</p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {AUTH_TEXT.retry}
        </button>
      </div>
    );
  }

  if (session.authLoading && !session.signingOut) {
    return (
      <p role="status" className="muted">
        {AUTH_TEXT.loading}
      </p>
    );
  }

  if (session.user || session.signingOut) {
    const who = session.user?.email ?? session.user?.displayName ?? '';
    return (
      <div className="stack">
        {who && <p>{AUTH_TEXT.signedInAs(who)}</p>}
        {session.user && (
          <Link to={redirectPath} className="btn btn-primary">
            {AUTH_TEXT.continue}
          </Link>
        )}
        <button
          type="button"
          className="btn"
          disabled={session.signingOut}
          onClick={() => void session.signOut().catch((e: unknown) => console.warn(e))}
        >
          {session.signingOut ? AUTH_TEXT.signingOut : AUTH_TEXT.signOut}
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
          <span className="spinner" aria-hidden="true" /> {AUTH_TEXT.connecting}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!session.authReady || pending !== null}
        onClick={() => void start('signin')}
      >
        <GoogleMark /> {AUTH_TEXT.signIn}
      </button>
      <button
        type="button"
        className="btn"
        disabled={!session.authReady || pending !== null}
        onClick={() => void start('signup')}
      >
        <GoogleMark /> {AUTH_TEXT.signUp}
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
